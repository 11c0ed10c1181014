import type { NotificationStreamHandlers } from '@marketplace/client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/api';
import { combineHandlers, conversationStreamHandlers } from '@/components/conversations/conversation-live';
import { CONVERSATIONS_RESOURCE, useUnreadMessagesBadge } from '@/components/conversations/use-unread-messages';
import { CURRENT_PROVIDER_KEY } from '@/portals/provider/components/use-current-provider';
import { currentProvider } from '@/portals/provider/data-provider';
import type { MenuBadges } from '@/shell/layout/menu-badges';
import { useLiveStream } from '@/shell/live/use-live-stream';

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

/** Reads the count again; with `lists`, react-admin's orders queries too (their keys start with the resource). */
function refreshCount(queryClient: QueryClient, lists = false) {
  void queryClient.invalidateQueries({ queryKey: PROVIDER_ORDERS_TO_CONFIRM_KEY });
  if (lists) void queryClient.invalidateQueries({ queryKey: ['orders'] });
}

/** An admin approved, rejected or deactivated the business: the banner and checklist read it again. */
function refreshAccountState(queryClient: QueryClient) {
  currentProvider.forget();
  void queryClient.invalidateQueries({ queryKey: CURRENT_PROVIDER_KEY });
}

function orderStreamHandlers(queryClient: QueryClient): NotificationStreamHandlers {
  return combineHandlers(
    {
      onOpen: (reconnected) => reconnected && refreshCount(queryClient, true),
      onNotification: (notification) => {
        if (notification && PROVIDER_ORDER_NOTIFICATION_TYPES.has(notification.Type)) refreshCount(queryClient, true);
        if (notification?.Type === 'provider.status') refreshAccountState(queryClient);
      },
    },
    // Messages from customers (issue 37): the badge beside Messages and any thread open on screen.
    conversationStreamHandlers(queryClient),
  );
}

/**
 * "Orders, N orders to confirm" in the provider's menu (orders; Home's tile counts items and says so), kept live: read once, read again when the
 * notification stream reports a new paid order (the orders list refreshes too, so a request shows
 * up without reloading), after a reconnect (events may have been missed), and after any change
 * the provider makes (confirming an item takes it off the count). Beside Messages, the unread
 * messages of the provider's conversations, from the same stream.
 */
export function useProviderOrderBadges(): MenuBadges {
  const { data } = useQuery({ queryKey: PROVIDER_ORDERS_TO_CONFIRM_KEY, queryFn: ordersToConfirm });
  const unread = useUnreadMessagesBadge();
  useLiveStream(orderStreamHandlers, refreshCount);

  return useMemo(
    (): MenuBadges => ({
      ...(data ? { orders: { count: data, label: 'shell.badge.ordersToConfirm' } } : {}),
      ...(unread ? { [CONVERSATIONS_RESOURCE]: unread } : {}),
    }),
    [data, unread],
  );
}
