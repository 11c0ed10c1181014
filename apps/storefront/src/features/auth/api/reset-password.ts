import type { ResetPasswordRequest } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// POST /api/Auth/reset-password with Email, Token and NewPassword (spec 7.1, reset page).

export function useResetPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => api.auth.resetPassword(body) });
}
