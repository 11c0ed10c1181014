import type { Api } from '@marketplace/client';
import type { PaymentVerifyRequest } from '@marketplace/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { announceStockUpdate } from '@/lib/query-client';

// POST /api/Payment/verify from /payment/result. A query rather than an effect: the cache runs one
// call per (order, charge) however often the page renders (StrictMode mounts effects twice), and
// "Check again" is a refetch. The server answers the same for a charge every time it is asked.

/** Query keys of the customer's orders; the dashboard's lists and details are rooted here. */
export const ORDERS_QUERY_ROOT = 'orders';

export const verifyPaymentKey = (orderId: string, chargeId: string | null) =>
  ['payments', 'verify', orderId, chargeId] as const;

export async function verifyPayment(api: Api, queryClient: QueryClient, orderId: string, chargeId: string | null) {
  const request: PaymentVerifyRequest = chargeId ? { OrderId: orderId, ChargeId: chargeId } : { OrderId: orderId };
  const result = await api.payments.verify(request);
  // The order's payment state changed: orders must be read again, and a settled order moves stock
  // (the event also refreshes the cart, which the order emptied).
  void queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] });
  announceStockUpdate();
  return result;
}

export const verifyPaymentQueryOptions = (
  api: Api,
  queryClient: QueryClient,
  orderId: string,
  chargeId: string | null,
) =>
  queryOptions({
    queryKey: verifyPaymentKey(orderId, chargeId),
    queryFn: () => verifyPayment(api, queryClient, orderId, chargeId),
    // A failed check is shown with its reason and a button; silent retries would hide it.
    retry: false,
    staleTime: Infinity,
  });

export function useVerifyPayment(orderId: string, chargeId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery(verifyPaymentQueryOptions(api, queryClient, orderId, chargeId));
}
