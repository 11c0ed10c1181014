import { isApiError } from '@marketplace/client';
import { REVIEW_MESSAGES, reviewFormSchema, type ReviewFormValues } from '@marketplace/contract';
import { StarRating, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useContractText, useT } from '@/lib/text';

export interface ReviewFormProps {
  /** The item's name, so each form on the page has its own accessible name. */
  readonly itemName: string;
  /** Sends the review; rejects with the reason it failed. */
  readonly onSubmit: (values: ReviewFormValues) => Promise<unknown>;
  readonly onCancel: () => void;
}

/** The server's message, else 'Failed to submit review' (spec 8). */
function failureText(error: unknown): string {
  return isApiError(error) && error.message ? error.message : REVIEW_MESSAGES.fallback;
}

/**
 * Spec 4 review form: five stars (default 5, a radio group the arrow keys move through), a comment
 * (default empty), Cancel and Submit Review ('Submitting...' and disabled while it runs). A failure
 * shows under the form and keeps what was typed.
 */
export function ReviewForm({ itemName, onSubmit, onCancel }: ReviewFormProps) {
  const id = useId();
  const t = useT();
  const ct = useContractText();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The button that opened the form is gone: keyboard users start on the chosen star instead.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus(), []);
  const formik = useFormik<ReviewFormValues>({
    initialValues: reviewFormSchema.getDefault(),
    validationSchema: reviewFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await onSubmit(values);
      } catch (error) {
        setFailure(failureText(error));
      }
    },
  });
  const busy = formik.isSubmitting;
  const commentError = formik.touched.Comment ? formik.errors.Comment : undefined;

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={t('account.review.form', { item: itemName })}
      spacing={2}
      sx={{ marginBlockStart: 2 }}
    >
      <StarRating
        mode="input"
        label={t('account.review.rating')}
        name={`${id}-rating`}
        value={formik.values.Rating}
        onChange={(rating) => void formik.setFieldValue('Rating', rating)}
        disabled={busy}
      />
      <TextInput
        name="Comment"
        label={t('account.review.comment')}
        multiline
        minRows={3}
        fullWidth
        value={formik.values.Comment}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(commentError)}
        helperText={commentError && ct(commentError)}
        disabled={busy}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('account.review.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('account.review.submitting') : t('account.review.submit')}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert">
          {ct(failure)}
        </Alert>
      )}
    </Stack>
  );
}
