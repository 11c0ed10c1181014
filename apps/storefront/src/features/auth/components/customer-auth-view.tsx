import { RichText, useLocale } from '@marketplace/i18n';
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
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { openInLanguage } from '../lib/full-page';
import type { PortalSignIn } from '../lib/portal-sign-in';
import { customerReturnPath } from '@/lib/return-path';
import { AuthCard } from './auth-card';
import { CustomerRegisterForm } from './customer-register-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

type Mode = 'signin' | 'register' | 'forgot';

const HEADINGS: Record<Mode, { title: MessageId; subtitle: MessageId }> = {
  signin: { title: 'auth.customer.signIn.title', subtitle: 'auth.customer.signIn.subtitle' },
  register: { title: 'auth.customer.register.title', subtitle: 'auth.customer.register.subtitle' },
  forgot: { title: 'auth.forgot.title', subtitle: 'auth.customer.forgot.subtitle' },
};

function modeOf(value: string | null): Mode {
  return value === 'register' || value === 'forgot' ? value : 'signin';
}

/** /customer-auth: sign in, register (?mode=register) and forgot password (?mode=forgot). */
export function CustomerAuthView() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const mode = modeOf(searchParams.get('mode'));
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  // Keep location.state (where the guard turned the customer away) across mode changes.
  const showMode = (next: Mode) =>
    setSearchParams(next === 'signin' ? {} : { mode: next }, { replace: true, state: location.state });

  const locale = useLocale();
  const onSignedIn = ({ tokens, language }: PortalSignIn) => {
    session.signIn(tokens);
    const next = customerReturnPath(location.state);
    // An account that reads Arabic (or English) opens in it: the same page in its language, loaded
    // afresh (the language is the page's, chosen at load).
    if (language && language !== locale) openInLanguage(next, language);
    else void navigate(next, { replace: true });
  };

  const heading = HEADINGS[mode];
  return (
    <AuthCard title={t(heading.title)} subtitle={t(heading.subtitle)}>
      {mode === 'forgot' ? (
        <ForgotPasswordForm backHref={paths.customerAuth.getHref()} />
      ) : (
        <>
          <Tabs
            value={mode}
            onChange={(_, next: Mode) => showMode(next)}
            variant="fullWidth"
            aria-label={t('auth.customer.tabs')}
            sx={{ marginBlockEnd: 3, borderBlockEnd: '1px solid', borderColor: 'divider' }}
          >
            <Tab
              label={t('auth.customer.tab.signIn')}
              value="signin"
              id="customer-auth-tab-signin"
              aria-controls="customer-auth-panel"
            />
            <Tab
              label={t('auth.customer.tab.register')}
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
                    <AlertTitle>{t('auth.customer.registered.title')}</AlertTitle>
                    {/* The Arabic message isolates the address left to right with Unicode's LRI
                        and PDI marks around it. */}
                    {t('auth.customer.registered.body', { email: registeredEmail })}
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
        <RichText<MessageId>
          id="auth.customer.providerPrompt"
          components={{ link: <Link component={RouterLink} to={paths.providerLogin.getHref()} /> }}
        />
      </Typography>
    </AuthCard>
  );
}
