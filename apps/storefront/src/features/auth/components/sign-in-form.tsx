import type { LoginPortal, SignInFormValues } from '@marketplace/contract';
import { PasswordField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useSignIn } from '../api/sign-in';
import { useFieldProps } from '../lib/field-props';
import type { PortalSignIn } from '../lib/portal-sign-in';
import { validateWith } from '@/lib/lazy-validation';
import { useContractText, useT } from '@/lib/text';
import { useMutationForm } from '@/lib/use-mutation-form';

const validateSignInForm = validateWith<SignInFormValues>((schemas) => schemas.signInFormSchema);

export interface SignInFormProps {
  readonly portal: LoginPortal;
  readonly initialEmail?: string;
  /** The forgot-password view of the same page (?mode=forgot). */
  readonly forgotHref: string;
  /** Called with tokens that passed the portal check; saving them is the caller's job. */
  readonly onSignedIn: (result: PortalSignIn) => void;
}

/** E-mail and password for either portal. Errors come from the API or the portal check (spec 8). */
export function SignInForm({ portal, initialEmail = '', forgotHref, onSignedIn }: SignInFormProps) {
  const t = useT();
  const ct = useContractText();
  const signIn = useSignIn(portal);
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: { email: initialEmail, password: '' } satisfies SignInFormValues,
    validate: validateSignInForm,
    mutation: signIn,
    toVariables: (values) => values,
    onSuccess: onSignedIn,
  });
  const field = useFieldProps(formik);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label={t('auth.signIn.form')}>
      <Stack spacing={2.5}>
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
        {/* The design system's own label, "Password". */}
        <PasswordField {...field('password')} autoComplete="current-password" required fullWidth disabled={busy} />
        <Link component={RouterLink} to={forgotHref} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          {t('auth.signIn.forgot')}
        </Link>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? t('auth.signIn.busy') : t('auth.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
