import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// The settings page's reset (spec section 4) sends the same request as "Forgot password" (spec 7.1:
// POST /api/Auth/forgot-password with {Email}); the client gives a failure the server's message or
// the settings fallback 'Failed to send password reset link. Please try again.'.

export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({ mutationFn: (email: string) => api.auth.forgotPassword({ Email: email }) });
}
