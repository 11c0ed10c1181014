import {
  openNotificationStream,
  reconnectDelay,
  type NotificationStreamHandlers,
  type NotificationStreamOptions,
} from '@marketplace/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '@/lib/api';
import { useNotify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { notificationKeys } from '../api/notification-keys';

/** What other features hear on the same stream (the app passes them: features never meet). */
export type StreamListeners = Pick<NotificationStreamHandlers, 'onOpen' | 'onMessage' | 'onConversation'>;

export interface UseNotificationStreamOptions extends NotificationStreamOptions {
  /** Conversations' messages and read marks (issue 37), handled by the account's Messages. */
  readonly listeners?: StreamListeners;
}

/**
 * Live notifications for a signed-in customer (the stream itself: packages/client's
 * openNotificationStream). `unread-count` events set the bell's counts directly; a `notification`
 * event refetches the notification queries (and orders, whose statuses it usually reports) and
 * shows its title; after a reconnect the notifications are refetched, since pushes were missed.
 * One connection per tab carries the conversations' events too, to `listeners`.
 */
export function useNotificationStream(options: UseNotificationStreamOptions = {}): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user, role } = useSession();
  const userId = role === 'customer' ? user?.userId : undefined;
  const notify = useNotify();
  // Read through refs, so a new toast function or options object never reopens the stream.
  const latest = useRef({ notify, retryDelay: options.retryDelay, listeners: options.listeners });
  useEffect(() => {
    latest.current = { notify, retryDelay: options.retryDelay, listeners: options.listeners };
  });

  useEffect(() => {
    if (!userId) return undefined;
    return openNotificationStream(
      api,
      {
        onOpen: (reconnected) => {
          if (reconnected) void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
          latest.current.listeners?.onOpen?.(reconnected);
        },
        onUnreadCount: (count) => queryClient.setQueryData(notificationKeys.unread(userId), count),
        onNotification: (notification) => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          if (notification)
            latest.current.notify({ title: notification.Title, description: notification.Body }, 'info');
        },
        onMessage: (event) => latest.current.listeners?.onMessage?.(event),
        onConversation: (event) => latest.current.listeners?.onConversation?.(event),
      },
      { retryDelay: (attempt) => (latest.current.retryDelay ?? reconnectDelay)(attempt) },
    );
  }, [api, queryClient, userId]);
}
