import { landingPathFor } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { openBackOffice } from '../lib/full-page';
import type { PortalSignIn } from '../lib/portal-sign-in';
import { AuthCard } from './auth-card';
import { BusyIndicator } from './busy-indicator';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

const FORGOT_HREF = `${paths.providerLogin.getHref()}?mode=forgot`;

/** /provider-login: providers, admins and super admins; ?mode=forgot asks for a reset link. */
export function ProviderLoginView() {
  const [searchParams] = useSearchParams();
  const session = useSession();
  const [leaving, setLeaving] = useState(false);

  // The back office reads the saved tokens when it loads, hence the full page load.
  const onSignedIn = ({ tokens, role }: PortalSignIn) => {
    session.signIn(tokens);
    setLeaving(true);
    openBackOffice(landingPathFor(role));
  };

  if (leaving) {
    return (
      <AuthCard live title="Opening your dashboard...">
        <BusyIndicator />
      </AuthCard>
    );
  }
  if (searchParams.get('mode') === 'forgot') {
    return (
      <AuthCard
        title="Forgot your password?"
        subtitle="Enter the e-mail of your provider or admin account and we will send you a link to choose a new password."
      >
        <ForgotPasswordForm backHref={paths.providerLogin.getHref()} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Provider Login" subtitle="Sign in to manage your listings and orders. Admins sign in here too.">
      <Stack spacing={3}>
        {session.user && session.role && (
          <Alert severity="info">
            You are signed in as {session.user.email}.{' '}
            <Link component={AppLink} to={landingPathFor(session.role)}>
              Go to your account
            </Link>
          </Alert>
        )}
        <SignInForm portal="provider" forgotHref={FORGOT_HREF} onSignedIn={onSignedIn} />
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          New to the marketplace?{' '}
          <Link component={RouterLink} to={paths.providerSignup.getHref()}>
            Become a provider
          </Link>
          <br />
          Looking for services?{' '}
          <Link component={RouterLink} to={paths.customerAuth.getHref()}>
            Customer sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
