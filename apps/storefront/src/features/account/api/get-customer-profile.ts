import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';

/** Under ['customer-profile', userId]: the profile page of spec 2.5 will edit the same entry. */
export const customerProfileKey = (userId: string) => ['customer-profile', userId] as const;

/**
 * GET /api/Customer/user/{id}?isActive=true (spec 7.2). The profile, not the token, says whether
 * the e-mail is verified: a customer who verified a minute ago still holds a token that says not.
 */
export function customerProfileQueryOptions(api: Api, userId: string) {
  return queryOptions({
    queryKey: customerProfileKey(userId),
    queryFn: () => api.customers.getUser(userId, true),
  });
}

export function useCustomerProfile() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({ ...customerProfileQueryOptions(api, user?.userId ?? ''), enabled: Boolean(user) });
}
