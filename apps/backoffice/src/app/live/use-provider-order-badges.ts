import { openNotificationStream } from '@marketplace/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../api';
import { currentProvider } from '../../data-provider';
import type { MenuBadges } from '../layout/menu-badges';

export const PROVIDER_ORDERS_TO_CONFIRM_KEY = ['provider-orders-to-confirm'] as const;

/**
 * What the provider hears when an order is paid (apps/api payment-notifications: "New paid
 * order") and when a customer cancels a paid order of theirs: both change what waits.
 */
export const PROVIDER_ORDER_NOTIFICATION_TYPES: ReadonlySet<string> = new Set(['order.placed', 'order.cancelled']);

/** Paid orders with at least one of the provider's items still Pending (the API's status filter). */
async function ordersToConfirm(): Promise<number> {
  const { userId } = await currentProvider();
  const list = await api.orders.listForProvider(userId, { status: 'Pending', page: 1, pageSize: 1 });
  return list.TotalOrders;
}

/**
 * "Orders, N to confirm" in the provider's menu, kept live: read once, read again when the
 * notification stream reports a new paid order (the orders list refreshes too, so a request shows
 * up without reloading), after a reconnect (events may have been missed), and after any change
 * the provider makes (confirming an item takes it off the count).
 */
export function useProviderOrderBadges(): MenuBadges {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: PROVIDER_ORDERS_TO_CONFIRM_KEY, queryFn: ordersToConfirm });

  useEffect(() => {
    const refresh = (lists = false) => {
      void queryClient.invalidateQueries({ queryKey: PROVIDER_ORDERS_TO_CONFIRM_KEY });
      // react-admin's queries start with the resource's name: the orders list and the open order.
      if (lists) void queryClient.invalidateQueries({ queryKey: ['orders'] });
    };
    const stop = openNotificationStream(api, {
      onOpen: (reconnected) => reconnected && refresh(true),
      onNotification: (notification) => {
        if (notification && PROVIDER_ORDER_NOTIFICATION_TYPES.has(notification.Type)) refresh(true);
      },
    });
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation.state.status === 'success') refresh();
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [queryClient]);

  return useMemo((): MenuBadges => (data ? { orders: { count: data, label: 'to confirm' } } : {}), [data]);
}
