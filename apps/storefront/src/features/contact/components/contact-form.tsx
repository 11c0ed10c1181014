import { PhoneField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useRef } from 'react';
import { RichText } from '@marketplace/i18n';
import { useSession } from '@/lib/session';
import { useContractText, useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { useCreateInquiry } from '../api/create-inquiry';
import { emptyContactValues, serverFieldErrors, toInquiryRequest, type ContactFormValues } from './contact-form-values';
import { validateWith } from '@/lib/lazy-validation';
import { useMutationForm } from '@/lib/use-mutation-form';

const validateContactInquiryForm = validateWith<ContactFormValues>((schemas) => schemas.contactInquiryFormSchema);

/**
 * The contact page's inquiry form. A signed-in customer finds their e-mail filled in. A success
 * clears the form and says so; a failure (a 429 after five messages, a server error) shows the
 * server's text above the button and keeps everything typed, so nothing has to be written twice.
 */
export function ContactForm() {
  const t = useT();
  // Validation messages and the server's answers are the contract's English texts.
  const ct = useContractText();
  const { user } = useSession();
  const createInquiry = useCreateInquiry();
  const sentRef = useRef<HTMLDivElement>(null);
  const initialValues = useMemo(() => emptyContactValues(user?.email ?? ''), [user?.email]);

  const { formik, formRef, failure, success } = useMutationForm({
    initialValues,
    // The session can settle after the first render (a token renewed on load): take its e-mail then.
    enableReinitialize: true,
    validate: validateContactInquiryForm,
    mutation: createInquiry,
    toVariables: toInquiryRequest,
    onSuccess: (_inquiry, _values, helpers) => {
      helpers.resetForm();
      // The form just emptied under the user's focus: take them to the confirmation instead.
      requestAnimationFrame(() => sentRef.current?.focus());
    },
    onError: (error, _values, helpers) => helpers.setErrors(serverFieldErrors(error)),
  });

  const fieldProps = (name: keyof ContactFormValues) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return {
      id: `contact-${name.toLowerCase()}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error === undefined ? undefined : ct(error),
      fullWidth: true,
    };
  };

  return (
    <Stack component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit} spacing={2.5}>
      {success && (
        <Alert severity="success" role="status" ref={sentRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <AlertTitle>{t('contact.form.sent.title')}</AlertTitle>
          <RichText<MessageId>
            id="contact.form.sent.text"
            values={{ email: success.values.Email }}
            components={{ email: <bdi dir="ltr" /> }}
          />
        </Alert>
      )}
      {/* What people type may be Arabic or English: each text takes its own direction. */}
      <TextInput
        {...fieldProps('Name')}
        label={t('contact.form.name')}
        required
        autoComplete="name"
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <TextInput
        {...fieldProps('Email')}
        label={t('contact.form.email')}
        type="email"
        required
        autoComplete="email"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <PhoneField {...fieldProps('Phone')} label={t('contact.form.phone')} />
      <TextInput
        {...fieldProps('Subject')}
        label={t('contact.form.subject')}
        required
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <TextInput
        {...fieldProps('Message')}
        label={t('contact.form.message')}
        required
        multiline
        minRows={5}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      {failure && (
        <Alert severity="error" role="alert">
          {ct(failure)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formik.isSubmitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {formik.isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </Stack>
  );
}
