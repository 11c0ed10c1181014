import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import type { PortalSignIn } from '../lib/portal-sign-in';
import { customerReturnPath } from '@/lib/return-path';
import { AuthCard } from './auth-card';
import { CustomerRegisterForm } from './customer-register-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

type Mode = 'signin' | 'register' | 'forgot';

const HEADINGS: Record<Mode, { title: string; subtitle: string }> = {
  signin: {
    title: 'Customer sign in',
    subtitle: 'Sign in to request services, follow your orders and manage your profile.',
  },
  register: { title: 'Create your account', subtitle: 'We will e-mail you a link to verify your address.' },
  forgot: {
    title: 'Forgot your password?',
    subtitle: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
  },
};

function modeOf(value: string | null): Mode {
  return value === 'register' || value === 'forgot' ? value : 'signin';
}

/** /customer-auth: sign in, register (?mode=register) and forgot password (?mode=forgot). */
export function CustomerAuthView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const mode = modeOf(searchParams.get('mode'));
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  // Keep location.state (where the guard turned the customer away) across mode changes.
  const showMode = (next: Mode) =>
    setSearchParams(next === 'signin' ? {} : { mode: next }, { replace: true, state: location.state });

  const onSignedIn = ({ tokens }: PortalSignIn) => {
    session.signIn(tokens);
    void navigate(customerReturnPath(location.state), { replace: true });
  };

  const heading = HEADINGS[mode];
  return (
    <AuthCard title={heading.title} subtitle={heading.subtitle}>
      {mode === 'forgot' ? (
        <ForgotPasswordForm backHref={paths.customerAuth.getHref()} />
      ) : (
        <>
          <Tabs
            value={mode}
            onChange={(_, next: Mode) => showMode(next)}
            variant="fullWidth"
            aria-label="Sign in or create an account"
            sx={{ marginBlockEnd: 3, borderBlockEnd: '1px solid', borderColor: 'divider' }}
          >
            <Tab label="Sign in" value="signin" id="customer-auth-tab-signin" aria-controls="customer-auth-panel" />
            <Tab
              label="Register"
              value="register"
              id="customer-auth-tab-register"
              aria-controls="customer-auth-panel"
            />
          </Tabs>
          <Box role="tabpanel" id="customer-auth-panel" aria-labelledby={`customer-auth-tab-${mode}`}>
            {mode === 'signin' ? (
              <>
                {registeredEmail && (
                  <Alert severity="success" role="status" sx={{ marginBlockEnd: 2.5 }}>
                    <AlertTitle>Check your e-mail</AlertTitle>
                    We sent an e-mail to {registeredEmail}. Open its link to verify your address, then sign in here. If
                    the address already had an account, the e-mail tells you how to sign in to it.
                  </Alert>
                )}
                <SignInForm
                  key={registeredEmail ?? ''}
                  portal="customer"
                  initialEmail={registeredEmail ?? ''}
                  forgotHref={paths.customerAuth.getHref('forgot')}
                  onSignedIn={onSignedIn}
                />
              </>
            ) : (
              <CustomerRegisterForm
                onRegistered={(email) => {
                  setRegisteredEmail(email);
                  showMode('signin');
                }}
              />
            )}
          </Box>
        </>
      )}
      <Typography variant="body2" sx={{ marginBlockStart: 3, textAlign: 'center', color: 'text.secondary' }}>
        Offering services?{' '}
        <Link component={RouterLink} to={paths.providerLogin.getHref()}>
          Provider login
        </Link>
      </Typography>
    </AuthCard>
  );
}
