import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { decodeSignal, NOTIFICATION_CHANNEL, type SignalTopic } from './notification-signal';

/** One open stream's side of the hub. */
export interface SignalSubscriber {
  /**
   * A new notification (its id) or, with null, only the unread count changed; with a topic,
   * another module's record (a conversation's message) for the stream's extensions.
   */
  onSignal(notificationId: string | null, topic?: SignalTopic): void;
  /** Signals may have been missed (the listening connection was lost): send fresh state. */
  onResync(): void;
}

/**
 * Fans the database's notification signals out to this process's open streams. The process
 * LISTENs once (one dedicated connection on PostgreSQL, PGlite's own listen in process) from the
 * first subscriber until the app closes, whichever process made the change: a stream sees the
 * same path on both databases and across API processes.
 */
export class NotificationHub {
  private readonly subscribers = new Map<string, Set<SignalSubscriber>>();
  private listening: Promise<() => Promise<void>> | undefined;
  private closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once signals for `userId` will arrive; call the returned function to stop. */
  async subscribe(userId: string, subscriber: SignalSubscriber): Promise<() => void> {
    if (this.closed) throw new Error('The notification hub is closed');
    await this.startListening();
    const set = this.subscribers.get(userId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(userId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await stop?.();
  }

  private startListening(): Promise<unknown> {
    this.listening ??= this.database.listen(NOTIFICATION_CHANNEL, {
      onPayload: (payload) => this.dispatch(payload),
      onReconnect: () => {
        this.log.info('notification listener reconnected');
        this.each((subscriber) => subscriber.onResync());
      },
      onError: (error) => this.log.warn({ err: error }, 'notification listener lost its connection'),
    });
    // A failed first LISTEN is not cached: the next stream tries again.
    this.listening.catch(() => {
      this.listening = undefined;
    });
    return this.listening;
  }

  private dispatch(payload: string): void {
    const signal = decodeSignal(payload);
    const set = signal && this.subscribers.get(signal.userId);
    if (!set) return;
    for (const subscriber of set) subscriber.onSignal(signal.notificationId, signal.topic);
  }

  private each(visit: (subscriber: SignalSubscriber) => void): void {
    for (const set of this.subscribers.values()) for (const subscriber of set) visit(subscriber);
  }
}
