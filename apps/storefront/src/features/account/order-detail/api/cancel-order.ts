import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { orderKey } from '@/features/account/api/get-order';

/**
 * PATCH /api/Order/{id}/cancel. The answer is the cancelled order: it replaces the detail at once,
 * and every other ['orders', ...] read (the list, its counts, this order's tax documents: a paid
 * order's cancellation issues a credit note) is refetched.
 */
export function useCancelOrder(orderId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.orders.cancel(orderId),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      await queryClient.invalidateQueries({
        queryKey: ['orders'],
        predicate: (query) => query.queryHash !== hashKey(orderKey(orderId)),
      });
    },
  });
}
