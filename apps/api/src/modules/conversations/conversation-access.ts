import { CONVERSATION_MESSAGES, type ConversationRole } from '@marketplace/contract';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { isAdmin } from '../../identity/access-rules';
import type { ConversationRow } from './conversation-reads';

// Who may read and write a conversation (issue 37; docs/decisions/conversations.md). Everybody
// else is told it does not exist, so conversation ids cannot be probed.

/** The asker's standing in a conversation: its customer, its business's owner, or an admin. */
export function standingIn(user: AuthUser, row: ConversationRow): ConversationRole | null {
  if (row.customerId === user.id) return 'customer';
  if (row.ownerId === user.id) return 'provider';
  return isAdmin(user) ? 'admin' : null;
}

/** The standing, or 404 for anyone who may not read the conversation. */
export function assertMayRead(user: AuthUser, row: ConversationRow | undefined): asserts row is ConversationRow {
  if (!row || standingIn(user, row) === null) throw notFound(CONVERSATION_MESSAGES.notFound);
}

/**
 * Why the asker cannot write ('' when they can): a closed conversation, a removed customer or a
 * business no longer active silence both sides; an admin writes only after joining.
 */
export function cannotWriteReason(row: ConversationRow, standing: ConversationRole, isParticipant: boolean): string {
  if (row.status === 'closed') return CONVERSATION_MESSAGES.closed;
  if (row.customerRemoved) return CONVERSATION_MESSAGES.customerRemoved;
  if (row.providerState !== 'active' || row.ownerRemoved) return CONVERSATION_MESSAGES.providerInactive;
  if (standing === 'admin' && !isParticipant) return CONVERSATION_MESSAGES.joinFirst;
  return '';
}
