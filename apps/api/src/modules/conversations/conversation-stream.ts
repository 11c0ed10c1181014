import type { Locale } from '@marketplace/contract';
import type { Database } from '../../db/database';
import type { ExtraStreamEvent, StreamExtension } from '../notifications';
import { findConversation, totalUnread } from './conversation-reads';
import { toMessage } from './conversation.mapper';
import { CONVERSATION_SIGNAL_KIND } from './conversation-signals';
import type { AttachmentLinks } from './attachment-links';
import { findMessage, findMessageAnywhere, isParticipant } from './message-store';

/**
 * What conversations add to the notification stream (issue 37): every unread-count carries the
 * unread messages; a message signal becomes `conversation-message` with the message as the
 * reader may see it, and a conversation signal `conversation`. Each stream reads the rows itself
 * after the commit, for its own user, so nobody is sent what they may not read.
 */
export function conversationStream(db: Database, links: AttachmentLinks): StreamExtension {
  return {
    kind: CONVERSATION_SIGNAL_KIND,
    counts: async (userId) => ({ UnreadMessages: await totalUnread(db, userId) }),
    events: async (userId: string, ref: string, locale: Locale): Promise<ExtraStreamEvent[]> => {
      const [what, id] = ref.split('.');
      if (what === 'c' && id) return [{ event: 'conversation', data: { ConversationId: id } }];
      if (what !== 'm' || !id) return [];
      const message = await findMessageAnywhere(db, id);
      if (!message || !(await isParticipant(db, message.conversationId, userId))) return [];
      const conversation = await findConversation(db, message.conversationId);
      if (!conversation) return [];
      const row = await findMessage(db, message.conversationId, id);
      if (!row) return [];
      return [
        {
          event: 'conversation-message',
          data: { ConversationId: row.conversationId, Message: toMessage(locale, conversation, row, links.url) },
          id: row.id,
        },
      ];
    },
  };
}
