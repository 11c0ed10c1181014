import type { Locale, UnreadCount } from '@marketplace/contract';

// What other modules add to the bell and the live stream without the notifications module
// knowing them (it must not import them: they import it to signal). Conversations (issue 37) add
// the unread message count and the `conversation-message` and `conversation` events.

/** Counts that travel beside UnreadCount. */
export type ExtraCounts = Omit<UnreadCount, 'UnreadCount'>;

/** One event a stream writes: its name, its JSON data, and an id for the client to dedupe by. */
export interface ExtraStreamEvent {
  event: string;
  data: unknown;
  id?: string;
}

export interface StreamExtension {
  /** The signal kind it answers (a short tag, no colon): `${userId}:${kind}:${ref}`. */
  readonly kind: string;
  /** Its share of every unread-count answer and event. */
  counts(userId: string): Promise<Partial<ExtraCounts>>;
  /** The events a signal of its kind about `ref` writes to `userId`'s streams, in their language. */
  events(userId: string, ref: string, locale: Locale): Promise<ExtraStreamEvent[]>;
}

const NO_EXTRA_COUNTS: ExtraCounts = { UnreadMessages: 0 };

/** The extensions modules registered, asked by every stream and by GET /api/Notification/unread-count. */
export class StreamExtensions {
  private readonly byKind = new Map<string, StreamExtension>();

  add(extension: StreamExtension): void {
    if (extension.kind.includes(':') || this.byKind.has(extension.kind)) {
      throw new Error(`Stream extension kind "${extension.kind}" is taken or malformed`);
    }
    this.byKind.set(extension.kind, extension);
  }

  get(kind: string): StreamExtension | undefined {
    return this.byKind.get(kind);
  }

  async counts(userId: string): Promise<ExtraCounts> {
    const parts = await Promise.all([...this.byKind.values()].map((extension) => extension.counts(userId)));
    return Object.assign({ ...NO_EXTRA_COUNTS }, ...parts) as ExtraCounts;
  }
}
