import { PhoneField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useCreateInquiry } from '../api/create-inquiry';
import { emptyContactValues, serverFieldErrors, toInquiryRequest, type ContactFormValues } from './contact-form-values';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { validateWith } from '@/lib/lazy-validation';

const validateContactInquiryForm = validateWith<ContactFormValues>((schemas) => schemas.contactInquiryFormSchema);

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; message: string } | null;

/**
 * The contact page's inquiry form. A signed-in customer finds their e-mail filled in. A success
 * clears the form and says so; a failure (a 429 after five messages, a server error) shows the
 * server's text above the button and keeps everything typed, so nothing has to be written twice.
 */
export function ContactForm() {
  const { user } = useSession();
  const createInquiry = useCreateInquiry();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const initialValues = useMemo(() => emptyContactValues(user?.email ?? ''), [user?.email]);

  const formik = useFormik<ContactFormValues>({
    initialValues,
    // The session can settle after the first render (a token renewed on load): take its e-mail then.
    enableReinitialize: true,
    validate: validateContactInquiryForm,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        await createInquiry.mutateAsync(toInquiryRequest(values));
        helpers.resetForm();
        setOutcome({ kind: 'sent', email: values.Email });
        // The form just emptied under the user's focus: take them to the confirmation instead.
        requestAnimationFrame(() => sentRef.current?.focus());
      } catch (error) {
        helpers.setErrors(serverFieldErrors(error));
        setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
  });
  useFocusFirstError(formik, formRef);

  const fieldProps = (name: keyof ContactFormValues) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return {
      id: `contact-${name.toLowerCase()}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
      fullWidth: true,
    };
  };

  return (
    <Stack component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit} spacing={2.5}>
      {outcome?.kind === 'sent' && (
        <Alert severity="success" role="status" ref={sentRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <AlertTitle>Thank you, we received your message.</AlertTitle>
          We will reply to {outcome.email} within one working day. A copy of your message is on its way to your inbox.
        </Alert>
      )}
      <TextInput {...fieldProps('Name')} label="Name" required autoComplete="name" />
      <TextInput
        {...fieldProps('Email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <PhoneField {...fieldProps('Phone')} label="Phone (optional)" />
      <TextInput {...fieldProps('Subject')} label="Subject" required />
      <TextInput {...fieldProps('Message')} label="Message" required multiline minRows={5} />
      {outcome?.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {outcome.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formik.isSubmitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {formik.isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Stack>
  );
}
