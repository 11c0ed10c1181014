import type { LoginPortal, SignInFormValues } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { acceptSignIn, type PortalSignIn } from '../lib/portal-sign-in';

// POST /api/Auth/customer-login or /api/Auth/provider-login (spec 7.1), then the portal's role
// check. Saving the tokens is left to the caller, which also decides where the person goes next.

export function useSignIn(portal: LoginPortal) {
  const api = useApi();
  return useMutation<PortalSignIn, Error, SignInFormValues>({
    mutationFn: async ({ email, password }) => {
      const body = { Email: email, Password: password };
      const response = portal === 'customer' ? await api.auth.customerLogin(body) : await api.auth.providerLogin(body);
      return acceptSignIn(response, portal);
    },
  });
}
