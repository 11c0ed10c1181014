import { EMAIL_VERIFICATION_MESSAGES, emailVerificationToast } from '@marketplace/contract';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useNotify } from '@/lib/notify';
import { useContractText, useT } from '@/lib/text';
import { useVerifyEmail, type VerificationOutcome } from '../api/verify-email';
import { reloadPage } from '../lib/full-page';
import { AuthCard } from './auth-card';
import { BusyIndicator } from './busy-indicator';

/** A link without a token cannot be verified: no call, straight to the failed state. */
const MISSING_TOKEN: VerificationOutcome = { success: false, message: EMAIL_VERIFICATION_MESSAGES.failedFallback };

/** /verify-email?token= (spec 2.7): verifying, then verified or failed, each with its toast (spec 8). */
export function VerifyEmailView() {
  const t = useT();
  const ct = useContractText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);
  const outcome = token ? verification.data : MISSING_TOKEN;
  const notify = useNotify();

  // One toast per outcome, even when StrictMode runs the effect twice.
  const announced = useRef<VerificationOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || announced.current === outcome) return;
    announced.current = outcome;
    notify(emailVerificationToast(outcome.success, outcome.message));
  }, [outcome, notify]);

  const homeButton = (
    <Button component={RouterLink} to={paths.home.getHref()} variant="outlined" size="large" fullWidth>
      {t('auth.verify.home')}
    </Button>
  );

  if (!outcome) {
    return (
      <AuthCard live title={t('auth.verify.checking')}>
        <Stack spacing={2}>
          <BusyIndicator />
          {homeButton}
        </Stack>
      </AuthCard>
    );
  }
  const text = emailVerificationToast(outcome.success, outcome.message);
  return (
    <AuthCard
      live
      icon={outcome.success ? <CheckCircleOutline color="success" /> : <ErrorOutline color="error" />}
      title={outcome.success ? t('auth.verify.verified') : t('auth.verify.failed')}
      subtitle={ct(text.description)}
    >
      <Stack spacing={1.5}>
        {outcome.success ? (
          // Spec 2.7 sends Go to Login to the provider login, whoever verified.
          <Button component={RouterLink} to={paths.providerLogin.getHref()} variant="contained" size="large" fullWidth>
            {t('auth.verify.goToLogin')}
          </Button>
        ) : (
          <Button onClick={reloadPage} variant="contained" size="large" fullWidth>
            {t('auth.verify.retry')}
          </Button>
        )}
        {homeButton}
      </Stack>
    </AuthCard>
  );
}
