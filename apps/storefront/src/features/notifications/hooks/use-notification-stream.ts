import { isApiError } from '@marketplace/client';
import type { Notification, UnreadCount } from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../lib/api';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { notificationKeys } from '../api/notification-keys';
import { reconnectDelay } from './reconnect-delay';

export interface NotificationStreamOptions {
  /** Milliseconds before the n-th reconnect in a row; tests pass () => 0. */
  readonly retryDelay?: (attempt: number) => number;
}

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * Live notifications for a signed-in customer (GET /api/Notification/stream, Server-Sent Events).
 * EventSource cannot send the bearer token, so every connection starts with a one-use ticket. Its
 * own automatic reconnect would present the used ticket again and be refused, so on any error the
 * source is closed and a new ticket fetched after a back-off. The server ends each stream after
 * 15 minutes so the user is checked again; that too is an error here, and reconnects.
 *
 * `unread-count` events set the bell's count directly; a `notification` event refetches the
 * notification queries (and orders, whose statuses it usually reports) and shows its title.
 */
export function useNotificationStream(options: NotificationStreamOptions = {}): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user, role } = useSession();
  const userId = role === 'customer' ? user?.userId : undefined;
  const notify = useNotify();
  // Read through refs, so a new toast function or options object never reopens the stream.
  const latest = useRef({ notify, retryDelay: options.retryDelay ?? reconnectDelay });
  useEffect(() => {
    latest.current = { notify, retryDelay: options.retryDelay ?? reconnectDelay };
  });

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connectedBefore = false;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), latest.current.retryDelay(failures++));
    };

    const onOpen = () => {
      // Whatever arrived while disconnected was not pushed: refetch once the stream is back.
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
      connectedBefore = true;
      failures = 0;
    };
    const onUnreadCount = (event: Event) => {
      const count = parse<UnreadCount>(event);
      if (count) queryClient.setQueryData(notificationKeys.unread(userId), count);
    };
    const onNotification = (event: Event) => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      const notification = parse<Notification>(event);
      if (notification) latest.current.notify({ title: notification.Title, description: notification.Body }, 'info');
    };
    const onError = () => {
      source?.close();
      source = null;
      retry();
    };

    async function connect() {
      try {
        const { Ticket } = await api.notifications.streamTicket();
        if (stopped) return;
        source = new EventSource(api.notifications.streamUrl(Ticket));
        source.addEventListener('open', onOpen);
        source.addEventListener('unread-count', onUnreadCount);
        source.addEventListener('notification', onNotification);
        source.addEventListener('error', onError);
      } catch (error) {
        // A session that could not be renewed is over: the app is already on its way to /start.
        if (isApiError(error) && error.sessionExpired) return;
        retry();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [api, queryClient, userId]);
}
