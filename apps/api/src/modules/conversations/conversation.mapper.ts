import {
  CONVERSATION_NOTES,
  type Conversation,
  type ConversationMessage,
  type ConversationNoteCode,
  type ConversationPerson,
  type ConversationSummary,
  type Locale,
} from '@marketplace/contract';
import { messageIn } from '../../lib/contract-arabic';
import type { ConversationRow, LatestMessage, ParticipantRow } from './conversation-reads';
import type { MessageRow } from './message-store';

// Rows to the contract's shapes (issue 37), in the reader's language: notes are the marketplace's
// own texts, and a business reads under its Arabic name in Arabic when it has one.

/** How long the first characters of a list's preview are. */
const PREVIEW_LENGTH = 140;

export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export const businessNameIn = (locale: Locale, row: Pick<ConversationRow, 'businessName' | 'businessNameAr'>) =>
  locale === 'ar' && row.businessNameAr ? row.businessNameAr : row.businessName;

export function noteText(locale: Locale, code: string): string {
  const text = CONVERSATION_NOTES[code as ConversationNoteCode];
  return text ? messageIn(locale, text) : '';
}

export function toSummary(
  locale: Locale,
  row: ConversationRow,
  unread: number,
  latest: LatestMessage | undefined,
): ConversationSummary {
  return {
    ConversationId: row.id,
    OrderId: row.orderId,
    ProviderId: row.providerId,
    BusinessName: businessNameIn(locale, row),
    BusinessNameAr: row.businessNameAr,
    CustomerId: row.customerId,
    CustomerName: fullName(row.customerFirstName, row.customerLastName),
    Status: row.status,
    LastActivityAt: row.lastMessageAt.toISOString(),
    LastMessagePreview: latest ? preview(locale, latest) : '',
    LastMessageHidden: latest?.hidden ?? false,
    UnreadCount: unread,
    CreatedAt: row.createdAt.toISOString(),
  };
}

function preview(locale: Locale, latest: LatestMessage): string {
  if (latest.hidden) return '';
  if (latest.kind === 'note') return noteText(locale, latest.body);
  const text = latest.body.replace(/\s+/g, ' ').trim();
  if (!text) return latest.fileName ?? '';
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

export function toPerson(locale: Locale, conversation: ConversationRow, row: ParticipantRow): ConversationPerson {
  return {
    UserId: row.userId,
    Role: row.role,
    // People know a business by its name, not its owner's.
    Name: row.role === 'provider' ? businessNameIn(locale, conversation) : fullName(row.firstName, row.lastName),
    LastReadAt: row.lastReadAt?.toISOString() ?? null,
  };
}

export interface ConversationAccess {
  isParticipant: boolean;
  cannotWriteReason: string;
}

export function toConversation(
  locale: Locale,
  row: ConversationRow,
  people: ParticipantRow[],
  unread: number,
  latest: LatestMessage | undefined,
  access: ConversationAccess,
): Conversation {
  return {
    ...toSummary(locale, row, unread, latest),
    ClosedReason: row.closedReason ?? '',
    People: people.map((person) => toPerson(locale, row, person)),
    IsParticipant: access.isParticipant,
    CanWrite: access.cannotWriteReason === '',
    CannotWriteReason: access.cannotWriteReason ? messageIn(locale, access.cannotWriteReason) : '',
  };
}

/** The signed link an <img> or a download opens an attachment with. */
export type AttachmentUrl = (conversationId: string, attachmentId: string) => string;

export function toMessage(
  locale: Locale,
  conversation: Pick<ConversationRow, 'businessName' | 'businessNameAr'>,
  row: MessageRow,
  attachmentUrl: AttachmentUrl,
): ConversationMessage {
  const hidden = row.hiddenAt !== null;
  const isNote = row.kind === 'note';
  const senderName =
    row.senderRole === 'provider'
      ? businessNameIn(locale, conversation)
      : fullName(row.senderFirstName, row.senderLastName);
  return {
    MessageId: row.id,
    ConversationId: row.conversationId,
    Kind: row.kind,
    SenderId: row.senderId,
    SenderRole: row.senderRole,
    SenderName: isNote ? '' : senderName,
    Text: hidden ? '' : isNote ? noteText(locale, row.body) : row.body,
    Attachment:
      hidden || !row.attachmentId
        ? null
        : {
            AttachmentId: row.attachmentId,
            ContentType: row.attachmentContentType!,
            FileName: row.attachmentFileName!,
            SizeBytes: row.attachmentSize!,
            Width: row.attachmentWidth!,
            Height: row.attachmentHeight!,
            Url: attachmentUrl(row.conversationId, row.attachmentId),
          },
    IsHidden: hidden,
    CreatedAt: row.createdAt.toISOString(),
  };
}
