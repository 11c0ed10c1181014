import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import { RESET_PAGE_MESSAGES } from '@marketplace/contract';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useContractText, useT } from '@/lib/text';
import { useResetLinkCheck } from '../hooks/use-reset-link-check';
import { loginPathFor, readResetLink, RESET_COMPLETE_REDIRECT_DELAY_MS } from '../lib/reset-link';
import { AuthCard } from './auth-card';
import { BusyIndicator } from './busy-indicator';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /ResetPassword?token&email&redirect and /reset-password/{customer|provider}/:token (spec 2.6):
 * checking, then invalid or the form, then complete and on to the login page of the redirect.
 * Every state renders the same card so its live region announces each change.
 */
export function ResetPasswordView() {
  const t = useT();
  const ct = useContractText();
  const { pathname } = useLocation();
  const { token: pathToken } = useParams();
  const [searchParams] = useSearchParams();
  const link = useMemo(() => readResetLink(pathname, pathToken, searchParams), [pathname, pathToken, searchParams]);
  const linkState = useResetLinkCheck(link.token);
  const [complete, setComplete] = useState(false);
  const navigate = useNavigate();
  const loginHref = loginPathFor(link.redirect);

  useEffect(() => {
    if (!complete) return;
    const timer = setTimeout(() => void navigate(loginHref, { replace: true }), RESET_COMPLETE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [complete, loginHref, navigate]);

  const loginButton = (label: string) => (
    <Button component={RouterLink} to={loginHref} replace variant="contained" size="large" fullWidth>
      {label}
    </Button>
  );

  if (complete) {
    return (
      <AuthCard
        live
        icon={<CheckCircleOutline color="success" />}
        title={t('auth.reset.complete')}
        subtitle={ct(RESET_PAGE_MESSAGES.succeeded.description)}
      >
        {loginButton(t('auth.reset.goToLogin'))}
      </AuthCard>
    );
  }
  if (linkState === 'checking') {
    return (
      <AuthCard live title={t('auth.reset.checking')}>
        <BusyIndicator />
      </AuthCard>
    );
  }
  if (linkState === 'invalid' || !link.token) {
    return (
      <AuthCard
        live
        icon={<LinkOff color="error" />}
        title={ct(RESET_PAGE_MESSAGES.invalidLink.title)}
        subtitle={ct(RESET_PAGE_MESSAGES.invalidLink.description)}
      >
        {loginButton(t('auth.reset.backToLogin'))}
      </AuthCard>
    );
  }
  return (
    <AuthCard live title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetPasswordForm token={link.token} email={link.email} onReset={() => setComplete(true)} />
    </AuthCard>
  );
}
