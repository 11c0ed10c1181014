import { isApiError } from '@marketplace/client';
import { PASSWORD_RESET_LOGOUT_DELAY_MS, SETTINGS_PASSWORD_RESET } from '@marketplace/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/lib/use-sign-out';
import { useRequestPasswordReset } from '../api/request-password-reset';

export type PasswordResetStep = 'idle' | 'confirming' | 'sent' | 'failed';

/**
 * The password reset of spec section 4, started from Account Settings: confirm, request the mail,
 * say so, and log out after 5 seconds through the app's own logout (store purged, /start).
 */
export function useSettingsPasswordReset() {
  const { user } = useSession();
  const request = useRequestPasswordReset();
  const signOut = useSignOut();
  const [step, setStep] = useState<PasswordResetStep>('idle');
  const [failure, setFailure] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestSignOut = useRef(signOut);
  useEffect(() => {
    latestSignOut.current = signOut;
  }, [signOut]);

  const logOutNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    void latestSignOut.current();
  }, []);

  // Leaving the page (Back) while the countdown runs logs out at once: the dialog promised it,
  // and the session should not outlive a reset the customer asked for.
  useEffect(
    () => () => {
      if (timer.current !== undefined) logOutNow();
    },
    [logOutNow],
  );

  const confirm = () => {
    if (!user) return;
    request.mutate(user.email, {
      onSuccess: () => {
        setStep('sent');
        timer.current = setTimeout(logOutNow, PASSWORD_RESET_LOGOUT_DELAY_MS);
      },
      onError: (error) => {
        setFailure(isApiError(error) && error.message ? error.message : SETTINGS_PASSWORD_RESET.failedFallback);
        setStep('failed');
      },
    });
  };

  return {
    step,
    failure,
    sending: request.isPending,
    canStart: user !== null,
    start: () => setStep('confirming'),
    cancel: () => setStep('idle'),
    confirm,
    logOutNow,
  };
}
