import { PROFILE_TOASTS } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useNotify } from '@/lib/notify';

/**
 * POST /api/Auth/send-verification-email with the customer's e-mail, and the toasts of spec 8.
 * The spec gives one failure text whatever the cause, so the server's message is not shown.
 */
export function useSendVerificationEmail() {
  const api = useApi();
  const notify = useNotify();
  return useMutation({
    mutationFn: (email: string) => api.auth.sendVerificationEmail({ Email: email }),
    onSuccess: () => notify(PROFILE_TOASTS.verificationSent, 'success'),
    onError: () => notify(PROFILE_TOASTS.verificationSendFailed, 'error'),
  });
}
