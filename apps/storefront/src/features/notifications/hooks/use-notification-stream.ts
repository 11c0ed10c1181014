import { openNotificationStream, reconnectDelay, type NotificationStreamOptions } from '@marketplace/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '@/lib/api';
import { useNotify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { notificationKeys } from '../api/notification-keys';

export type { NotificationStreamOptions };

/**
 * Live notifications for a signed-in customer (the stream itself: packages/client's
 * openNotificationStream). `unread-count` events set the bell's count directly; a `notification`
 * event refetches the notification queries (and orders, whose statuses it usually reports) and
 * shows its title; after a reconnect the notifications are refetched, since pushes were missed.
 */
export function useNotificationStream(options: NotificationStreamOptions = {}): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user, role } = useSession();
  const userId = role === 'customer' ? user?.userId : undefined;
  const notify = useNotify();
  // Read through refs, so a new toast function or options object never reopens the stream.
  const latest = useRef({ notify, retryDelay: options.retryDelay });
  useEffect(() => {
    latest.current = { notify, retryDelay: options.retryDelay };
  });

  useEffect(() => {
    if (!userId) return undefined;
    return openNotificationStream(
      api,
      {
        onOpen: (reconnected) => {
          if (reconnected) void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
        },
        onUnreadCount: (count) => queryClient.setQueryData(notificationKeys.unread(userId), count),
        onNotification: (notification) => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          if (notification)
            latest.current.notify({ title: notification.Title, description: notification.Body }, 'info');
        },
      },
      { retryDelay: (attempt) => (latest.current.retryDelay ?? reconnectDelay)(attempt) },
    );
  }, [api, queryClient, userId]);
}
