import { ACCOUNT_MESSAGES, PASSWORD_RESET_TOKEN_LIFETIME_SECONDS } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '@marketplace/ui';
import { Link as RouterLink } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { fieldProps } from '../lib/field-props';
import { validateWith } from '@/lib/lazy-validation';
import { useMutationForm } from '@/lib/use-mutation-form';

// The e-mail rule of the sign-in form, so both say the same thing about the same address.
const validateForgotPassword = validateWith<{ email: string }>((schemas) => schemas.signInFormSchema.pick(['email']));
const linkHours = Math.round(PASSWORD_RESET_TOKEN_LIFETIME_SECONDS / 3600);

export interface ForgotPasswordFormProps {
  /** The sign-in view of the same page. */
  readonly backHref: string;
}

/**
 * Asks for a reset link. The confirmation is the same whether or not the address has an account:
 * anything else would let a stranger find out who is registered.
 */
export function ForgotPasswordForm({ backHref }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: { email: '' },
    validate: validateForgotPassword,
    mutation: forgot,
    toVariables: ({ email }) => email,
  });

  if (forgot.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {ACCOUNT_MESSAGES.resetLinkSent} It works for {linkHours === 1 ? 'one hour' : `${linkHours} hours`}; if it
          does not arrive, check your spam folder.
        </Alert>
        <Button component={RouterLink} to={backHref} variant="contained" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label="Request a password reset link">
      <Stack spacing={2.5}>
        {/* Real failures only (offline, too many requests): they say nothing about the account. */}
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextInput
          {...fieldProps(formik, 'email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          disabled={busy}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
        <Link component={RouterLink} to={backHref} variant="body2" sx={{ alignSelf: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </form>
  );
}
