import type { DbExecutor } from '../../db/database';
import { signalUsers } from '../notifications';

// The live side of conversations (issue 37): signals through the notifications' channel, sent on
// commit, which every API process hears; the stream extension (conversation-stream.ts) turns them
// into events. One kind, its ref naming what changed: `m.<messageId>` or `c.<conversationId>`.

export const CONVERSATION_SIGNAL_KIND = 'conv';

/** A new or hidden message, for everyone in the conversation (their other tabs too). */
export function signalMessage(db: DbExecutor, userIds: readonly string[], messageId: string): Promise<void> {
  return signalUsers(
    db,
    userIds.map((userId) => ({
      userId,
      notificationId: null,
      topic: { kind: CONVERSATION_SIGNAL_KIND, ref: `m.${messageId}` },
    })),
  );
}

/** Read marks, people or status changed: the open pages read the conversation again. */
export function signalConversation(db: DbExecutor, userIds: readonly string[], conversationId: string): Promise<void> {
  return signalUsers(
    db,
    userIds.map((userId) => ({
      userId,
      notificationId: null,
      topic: { kind: CONVERSATION_SIGNAL_KIND, ref: `c.${conversationId}` },
    })),
  );
}
