import type {
  ConversationEvent,
  MessageEvent as ConversationMessageEvent,
  Notification,
  UnreadCount,
} from '@marketplace/contract';
import type { Api } from '../create-api';
import { isApiError } from '../http/api-error';
import { reconnectDelay } from './reconnect-delay';

export interface NotificationStreamHandlers {
  /** The stream is open; `reconnected` after a drop, when whatever happened meanwhile was missed. */
  readonly onOpen?: (reconnected: boolean) => void;
  readonly onUnreadCount?: (count: UnreadCount) => void;
  /** null when the event's data could not be read: something changed all the same. */
  readonly onNotification?: (notification: Notification | null) => void;
  /** A new (or newly hidden) message in one of the user's conversations (issue 37). */
  readonly onMessage?: (event: ConversationMessageEvent) => void;
  /** A conversation's read marks or status changed: read it again. */
  readonly onConversation?: (event: ConversationEvent) => void;
}

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
 * Keeps the signed-in user's notification stream open (GET /api/Notification/stream, Server-Sent
 * Events) until the returned function is called. EventSource cannot send the bearer token, so
 * every connection starts with a one-use ticket. Its own automatic reconnect would present the
 * used ticket again and be refused, so on any error the source is closed and a new ticket fetched
 * after a back-off. The server ends each stream after 15 minutes so the user is checked again;
 * that too is an error here, and reconnects. A session that could not be renewed stops it.
 */
export function openNotificationStream(
  api: Pick<Api, 'notifications'>,
  handlers: NotificationStreamHandlers,
  options: NotificationStreamOptions = {},
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const retryDelay = options.retryDelay ?? reconnectDelay;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let connectedBefore = false;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryDelay(failures++));
  };
  const onOpen = () => {
    handlers.onOpen?.(connectedBefore);
    connectedBefore = true;
    failures = 0;
  };
  const onUnreadCount = (event: Event) => {
    const count = parse<UnreadCount>(event);
    if (count) handlers.onUnreadCount?.(count);
  };
  const onNotification = (event: Event) => {
    handlers.onNotification?.(parse<Notification>(event));
  };
  const onMessage = (event: Event) => {
    const message = parse<ConversationMessageEvent>(event);
    if (message) handlers.onMessage?.(message);
  };
  const onConversation = (event: Event) => {
    const conversation = parse<ConversationEvent>(event);
    if (conversation) handlers.onConversation?.(conversation);
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
      source.addEventListener('conversation-message', onMessage);
      source.addEventListener('conversation', onConversation);
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
}
