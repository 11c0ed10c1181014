import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@marketplace/contract';
import type { Database } from '../../db/database';
import { contentIn } from '../../lib/content-language';
import type { NotificationHub } from './notification-hub';
import type { SignalTopic } from './notification-signal';
import type { ExtraStreamEvent, StreamExtensions } from './stream-extensions';
import { countUnread, findUserNotification } from './notifications.repository';
import { toNotification } from './notification.mapper';

export const HEARTBEAT_MS = 25_000;
/**
 * A stream is authorised once, when it opens; ending it after an access token's lifetime makes
 * the client come back with a fresh ticket, so a deleted or signed-out user stops receiving soon.
 */
export const MAX_STREAM_MS = 15 * 60_000;
/** How long EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Reverse proxies (nginx) would otherwise buffer the events.
  'x-accel-buffering': 'no',
} as const;

/**
 * One user's open event stream: `unread-count` at once and after every change, `notification`
 * for each new one, the extensions' events (a conversation's new message), a comment line as
 * heartbeat so proxies keep the connection open.
 */
export class NotificationStream {
  private queue: Promise<void> = Promise.resolve();
  private ended = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly raw: ServerResponse,
    private readonly userId: string,
    private readonly deps: { db: Database; hub: NotificationHub; log: FastifyBaseLogger; extensions: StreamExtensions },
    /** The reader's language (the stream's `?lang=`): a raw stream skips the answer hooks that pick it. */
    private readonly locale: Locale = 'en',
  ) {}

  /** Subscribes first and counts after, so nothing raised in between is missed. */
  async open(onEnd: () => void): Promise<void> {
    this.raw.on('close', () => {
      this.cleanUp();
      onEnd();
    });
    this.unsubscribe = await this.deps.hub.subscribe(this.userId, {
      onSignal: (notificationId, topic) => this.push(notificationId, topic),
      onResync: () => this.push(null),
    });
    if (this.ended) return this.cleanUp();
    this.raw.write(`retry: ${RETRY_MS}\n\n`);
    this.push(null);
    this.timers.push(
      setInterval(() => this.raw.write(': heartbeat\n\n'), HEARTBEAT_MS),
      setTimeout(() => this.end(), MAX_STREAM_MS),
    );
  }

  /** Ends the response; the connection then closes (the stream was sent with Connection: close). */
  end(): void {
    this.cleanUp();
    if (!this.raw.writableEnded) this.raw.end();
  }

  private push(notificationId: string | null, topic?: SignalTopic): void {
    // One at a time, so events reach the client in the order the signals came.
    this.queue = this.queue
      .then(() => this.send(notificationId, topic))
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'could not push a notification to a stream');
      });
  }

  private async send(notificationId: string | null, topic?: SignalTopic): Promise<void> {
    if (this.ended) return;
    const { db, extensions } = this.deps;
    const row = notificationId ? await findUserNotification(db, this.userId, notificationId) : undefined;
    const extension = topic && extensions.get(topic.kind);
    const extra: ExtraStreamEvent[] = extension ? await extension.events(this.userId, topic.ref, this.locale) : [];
    const [unread, counts] = await Promise.all([countUnread(db, this.userId), extensions.counts(this.userId)]);
    if (this.ended) return;
    if (row) this.write('notification', JSON.stringify(contentIn(this.locale, toNotification(row))), row.id);
    for (const event of extra) this.write(event.event, JSON.stringify(event.data), event.id);
    this.write('unread-count', JSON.stringify({ UnreadCount: unread, ...counts }));
  }

  private write(event: string, data: string, id?: string): void {
    this.raw.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${data}\n\n`);
  }

  /** Idempotent: the response's close event and end() both come here. */
  private cleanUp(): void {
    this.ended = true;
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
