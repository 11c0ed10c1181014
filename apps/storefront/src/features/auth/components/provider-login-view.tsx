import { landingPathFor } from '@marketplace/contract';
import { RichText } from '@marketplace/i18n';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { openBackOffice } from '../lib/full-page';
import type { PortalSignIn } from '../lib/portal-sign-in';
import { AuthCard } from './auth-card';
import { BusyIndicator } from './busy-indicator';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

const FORGOT_HREF = `${paths.providerLogin.getHref()}?mode=forgot`;

/** /provider-login: providers, admins and super admins; ?mode=forgot asks for a reset link. */
export function ProviderLoginView() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const [leaving, setLeaving] = useState(false);

  // The back office reads the saved tokens when it loads, hence the full page load.
  const onSignedIn = ({ tokens, role, language }: PortalSignIn) => {
    session.signIn(tokens);
    setLeaving(true);
    openBackOffice(landingPathFor(role), language);
  };

  if (leaving) {
    return (
      <AuthCard live title={t('auth.provider.leaving')}>
        <BusyIndicator />
      </AuthCard>
    );
  }
  if (searchParams.get('mode') === 'forgot') {
    return (
      <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.provider.forgot.subtitle')}>
        <ForgotPasswordForm backHref={paths.providerLogin.getHref()} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.provider.title')} subtitle={t('auth.provider.subtitle')}>
      <Stack spacing={3}>
        {session.user && session.role && (
          <Alert severity="info">
            <RichText<MessageId>
              id="auth.provider.signedInAs"
              values={{ email: session.user.email }}
              components={{
                email: <bdi dir="ltr" />,
                link: <Link component={AppLink} to={landingPathFor(session.role)} />,
              }}
            />
          </Alert>
        )}
        <SignInForm portal="provider" forgotHref={FORGOT_HREF} onSignedIn={onSignedIn} />
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          <RichText<MessageId>
            id="auth.provider.signupPrompt"
            components={{ link: <Link component={RouterLink} to={paths.providerSignup.getHref()} /> }}
          />
          <br />
          <RichText<MessageId>
            id="auth.provider.customerPrompt"
            components={{ link: <Link component={RouterLink} to={paths.customerAuth.getHref()} /> }}
          />
        </Typography>
      </Stack>
    </AuthCard>
  );
}
