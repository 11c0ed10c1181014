import { PhoneField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useRef } from 'react';
import { useSession } from '@/lib/session';
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
      helperText: error,
      fullWidth: true,
    };
  };

  return (
    <Stack component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit} spacing={2.5}>
      {success && (
        <Alert severity="success" role="status" ref={sentRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <AlertTitle>Thank you, we received your message.</AlertTitle>
          We will reply to {success.values.Email} within one working day. A copy of your message is on its way to your
          inbox.
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
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
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
