import type { LoginPortal, SignInFormValues } from '@marketplace/contract';
import { PasswordField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useSignIn } from '../api/sign-in';
import { fieldProps } from '../lib/field-props';
import type { PortalSignIn } from '../lib/portal-sign-in';
import { validateWith } from '@/lib/lazy-validation';
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
  const signIn = useSignIn(portal);
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: { email: initialEmail, password: '' } satisfies SignInFormValues,
    validate: validateSignInForm,
    mutation: signIn,
    toVariables: (values) => values,
    onSuccess: onSignedIn,
  });

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
      <Stack spacing={2.5}>
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
        <PasswordField
          {...fieldProps(formik, 'password')}
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
          disabled={busy}
        />
        <Link component={RouterLink} to={forgotHref} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
