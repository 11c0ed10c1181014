import type { Api } from '@marketplace/client';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { cartKeys, forgetOtherCarts, normalizeCart } from './cart-cache';

// GET /api/Cart/customer/{customerId} (spec 7.3). The API creates an empty cart on first read, so
// a signed-in customer always has a CartId to add to.

export const getCart = async (api: Api, customerId: string) => normalizeCart(await api.cart.getForCustomer(customerId));

export const getCartQueryOptions = (api: Api, customerId: string | null) =>
  queryOptions({
    queryKey: cartKeys.of(customerId),
    queryFn: customerId ? () => getCart(api, customerId) : skipToken,
  });

/**
 * The customer whose cart may be fetched, or null. Spec 4 fetches "when status is idle and not
 * loading": here, once the session is restored (no token renewal racing the call) and the
 * signed-in user is a customer (providers and admins have no cart: the API answers 403).
 */
export function useCartOwner(): string | null {
  const { status, role, user } = useSession();
  return status === 'ready' && role === 'customer' && user ? user.userId : null;
}

export function useCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  const customerId = useCartOwner();
  const signedInId = useSession().user?.userId ?? null;
  useEffect(() => forgetOtherCarts(queryClient, signedInId), [queryClient, signedInId]);
  return useQuery(getCartQueryOptions(api, customerId));
}
