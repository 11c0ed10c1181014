import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// POST /api/Auth/forgot-password with {Email} (spec 7.1). Both portals use it: the API picks the
// login page the mailed link returns to (redirect=customer-auth or provider-auth) from the account.

export function useForgotPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (email: string) => api.auth.forgotPassword({ Email: email }) });
}
