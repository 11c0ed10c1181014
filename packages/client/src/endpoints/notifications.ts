import {
  type MarkAllReadResult,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type StreamTicket,
  type UnreadCount,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Notification: the bell, the /notifications page and the live stream.

export const NOTIFICATION_STREAM_PATH = '/api/Notification/stream';

export function createNotificationsApi(http: HttpClient) {
  return {
    list: (query: NotificationListQuery = {}) => http.request<NotificationList>('GET', '/api/Notification', { query }),
    unreadCount: () => http.request<UnreadCount>('GET', '/api/Notification/unread-count'),
    markRead: (id: string) => http.request<Notification>('PATCH', apiPath`/api/Notification/${id}/read`),
    markAllRead: () => http.request<MarkAllReadResult>('PATCH', '/api/Notification/read-all'),
    /** A one-use, 60-second pass for the stream (EventSource cannot send a bearer header). */
    streamTicket: () => http.request<StreamTicket>('POST', '/api/Notification/stream-ticket'),
    /** The URL to open with `new EventSource(url)`; ask for a new ticket on every (re)connect. */
    // EventSource sends no chosen headers: the language goes in the query (the API's `?lang=`).
    streamUrl: (ticket: string) => {
      const lang = http.language();
      return http.url(NOTIFICATION_STREAM_PATH, { ticket, ...(lang ? { lang } : {}) });
    },
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
