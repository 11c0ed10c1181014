import { ACCOUNT_MESSAGES, PASSWORD_RESET_TOKEN_LIFETIME_SECONDS } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '@marketplace/ui';
import { Link as RouterLink } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { useFieldProps } from '../lib/field-props';
import { validateWith } from '@/lib/lazy-validation';
import { useContractText, useT } from '@/lib/text';
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
  const t = useT();
  const ct = useContractText();
  const forgot = useForgotPassword();
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: { email: '' },
    validate: validateForgotPassword,
    mutation: forgot,
    toVariables: ({ email }) => email,
  });
  const field = useFieldProps(formik);

  if (forgot.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {ct(ACCOUNT_MESSAGES.resetLinkSent)} {t('auth.forgot.sentDetails', { hours: linkHours })}
        </Alert>
        <Button component={RouterLink} to={backHref} variant="contained" fullWidth>
          {t('auth.forgot.back')}
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label={t('auth.forgot.form')}>
      <Stack spacing={2.5}>
        {/* Real failures only (offline, too many requests): they say nothing about the account. */}
        {failure && <Alert severity="error">{ct(failure)}</Alert>}
        <TextInput
          {...field('email')}
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
        </Button>
        <Link component={RouterLink} to={backHref} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('auth.forgot.back')}
        </Link>
      </Stack>
    </form>
  );
}
