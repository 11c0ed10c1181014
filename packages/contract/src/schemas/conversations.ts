import { Type, type Static } from 'typebox';
import {
  ConversationMessageKindSchema,
  ConversationRoleSchema,
  ConversationStatusSchema,
  MESSAGE_MAX_LENGTH,
} from '../enums';
import { CONVERSATION_PAGE_MAX, MODERATION_REASON_MAX_LENGTH } from '../limits';
import { OPAQUE_TOKEN_PATTERN } from '../validation/rules';
import {
  CountSchema,
  IsoDateTimeSchema,
  NullableIsoDateTimeSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  requiredTextSchema,
  textSchema,
  uuidParams,
  UuidSchema,
} from './common';

// Conversations between a customer and a provider about a paid request (issue 37; shapes ours:
// the spec has no messaging). docs/decisions/conversations.md has the rules.

/** Where a page of messages or conversations continues: opaque to clients, given back as `before`. */
export const ConversationCursorSchema = Type.String({ minLength: 1, maxLength: 200, pattern: OPAQUE_TOKEN_PATTERN });

/** A file sent in a conversation; `Url` opens it for a few hours without a bearer token (an <img>). */
export const ConversationAttachmentSchema = Type.Object(
  {
    AttachmentId: UuidSchema,
    ContentType: Type.String(),
    /** The sender's name for the file, cleaned: shown and offered when saving, never trusted. */
    FileName: Type.String(),
    SizeBytes: CountSchema,
    /** Images only (0 for a PDF). */
    Width: CountSchema,
    Height: CountSchema,
    Url: Type.String(),
  },
  { title: 'ConversationAttachment' },
);
export type ConversationAttachment = Static<typeof ConversationAttachmentSchema>;

/**
 * One line of a conversation. `Text` is plain text, never markup; a note's text is the
 * marketplace's, in the request's language. A hidden message keeps its place with `Text` ''.
 */
export const ConversationMessageSchema = Type.Object(
  {
    MessageId: UuidSchema,
    ConversationId: UuidSchema,
    Kind: ConversationMessageKindSchema,
    /** Null for the marketplace's notes. */
    SenderId: Type.Union([UuidSchema, Type.Null()]),
    SenderRole: Type.Union([ConversationRoleSchema, Type.Null()]),
    SenderName: Type.String(),
    Text: Type.String(),
    Attachment: Type.Union([ConversationAttachmentSchema, Type.Null()]),
    IsHidden: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'ConversationMessage' },
);
export type ConversationMessage = Static<typeof ConversationMessageSchema>;

/** Who takes part and how far they have read: a message is "seen" once another's mark reaches it. */
export const ConversationPersonSchema = Type.Object(
  {
    UserId: UuidSchema,
    Role: ConversationRoleSchema,
    Name: Type.String(),
    LastReadAt: NullableIsoDateTimeSchema,
  },
  { title: 'ConversationPerson' },
);
export type ConversationPerson = Static<typeof ConversationPersonSchema>;

/** A conversation as lists show it, with the asker's own unread count. */
export const ConversationSummarySchema = Type.Object(
  {
    ConversationId: UuidSchema,
    OrderId: UuidSchema,
    ProviderId: UuidSchema,
    /** The business's name in the request's language (BusinessNameAr keeps the Arabic). */
    BusinessName: Type.String(),
    BusinessNameAr: Type.String(),
    CustomerId: UuidSchema,
    CustomerName: Type.String(),
    Status: ConversationStatusSchema,
    /** The newest message's time, or when the conversation was opened: lists are ordered by it. */
    LastActivityAt: IsoDateTimeSchema,
    /** The newest message's first characters ('' when there is none yet, or it is hidden). */
    LastMessagePreview: Type.String(),
    /** The newest message was hidden by an admin (its preview is '' then). */
    LastMessageHidden: Type.Boolean(),
    UnreadCount: CountSchema,
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'ConversationSummary' },
);
export type ConversationSummary = Static<typeof ConversationSummarySchema>;

/** One conversation for its page: its people, and whether (and why not) the asker may write. */
export const ConversationSchema = Type.Object(
  {
    ...ConversationSummarySchema.properties,
    ClosedReason: Type.String(),
    People: Type.Array(ConversationPersonSchema),
    /** The asker takes part (an admin who has not joined reads only). */
    IsParticipant: Type.Boolean(),
    CanWrite: Type.Boolean(),
    /** Why the asker cannot write ('' when they can). */
    CannotWriteReason: Type.String(),
  },
  { title: 'Conversation' },
);
export type Conversation = Static<typeof ConversationSchema>;

/** GET /api/Conversation?before=&limit= : the asker's conversations, most recent first. */
export const ConversationListQuerySchema = Type.Object(
  {
    before: Type.Optional(ConversationCursorSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CONVERSATION_PAGE_MAX, default: 20 })),
  },
  { title: 'ConversationListQuery', additionalProperties: false },
);
export type ConversationListQuery = Static<typeof ConversationListQuerySchema>;

export const ConversationListSchema = Type.Object(
  {
    Items: Type.Array(ConversationSummarySchema),
    /** Give it back as `before` for the next page; null on the last page. */
    NextCursor: Type.Union([Type.String(), Type.Null()]),
    /** Every unread message of the asker, in all their conversations. */
    UnreadMessages: CountSchema,
  },
  { title: 'ConversationList' },
);
export type ConversationList = Static<typeof ConversationListSchema>;

/** GET /api/Conversation/{id}/messages?before=&limit= : newest first. */
export const MessagePageQuerySchema = Type.Object(
  {
    before: Type.Optional(ConversationCursorSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CONVERSATION_PAGE_MAX, default: 30 })),
  },
  { title: 'MessagePageQuery', additionalProperties: false },
);
export type MessagePageQuery = Static<typeof MessagePageQuerySchema>;

export const MessagePageSchema = Type.Object(
  { Items: Type.Array(ConversationMessageSchema), NextCursor: Type.Union([Type.String(), Type.Null()]) },
  { title: 'MessagePage' },
);
export type MessagePage = Static<typeof MessagePageSchema>;

/** POST /api/Conversation/{id}/messages: text, an attachment uploaded before, or both. */
export const SendMessageRequestSchema = Type.Object(
  {
    Text: Type.Optional(textSchema(MESSAGE_MAX_LENGTH, 'multi')),
    AttachmentId: Type.Optional(UuidSchema),
  },
  { title: 'SendMessageRequest', additionalProperties: false },
);
export type SendMessageRequest = Static<typeof SendMessageRequestSchema>;

/** The multipart field of POST /api/Conversation/{id}/attachments. */
export const ATTACHMENT_UPLOAD_FIELD = 'File';

/** PUT /api/Conversation/{id}/read: the newest message the asker has now seen. */
export const MarkConversationReadRequestSchema = Type.Object(
  { MessageId: UuidSchema },
  { title: 'MarkConversationReadRequest', additionalProperties: false },
);
export type MarkConversationReadRequest = Static<typeof MarkConversationReadRequestSchema>;

/** The asker's unread messages, in this conversation and in all (the badge and the bell). */
export const ConversationReadResultSchema = Type.Object(
  { UnreadCount: CountSchema, UnreadMessages: CountSchema },
  { title: 'ConversationReadResult' },
);
export type ConversationReadResult = Static<typeof ConversationReadResultSchema>;

/** GET /api/Conversation/unread-count */
export const UnreadMessagesSchema = Type.Object({ UnreadMessages: CountSchema }, { title: 'UnreadMessages' });
export type UnreadMessages = Static<typeof UnreadMessagesSchema>;

/** A reason for reporting, hiding or closing: required, shown to admins (and kept in the audit log). */
export const ModerationReasonRequestSchema = Type.Object(
  { Reason: requiredTextSchema(MODERATION_REASON_MAX_LENGTH, 'multi') },
  { title: 'ModerationReasonRequest', additionalProperties: false },
);
export type ModerationReasonRequest = Static<typeof ModerationReasonRequestSchema>;

export const ConversationIdParamsSchema = uuidParams('id', 'ConversationIdParams');
export const OrderConversationsParamsSchema = uuidParams('orderId', 'OrderConversationsParams');

export const ConversationMessageParamsSchema = Type.Object(
  { id: UuidSchema, messageId: UuidSchema },
  { title: 'ConversationMessageParams', additionalProperties: false },
);
export type ConversationMessageParams = Static<typeof ConversationMessageParamsSchema>;

export const ConversationAttachmentParamsSchema = Type.Object(
  { id: UuidSchema, attachmentId: UuidSchema },
  { title: 'ConversationAttachmentParams', additionalProperties: false },
);
export type ConversationAttachmentParams = Static<typeof ConversationAttachmentParamsSchema>;

/** ?token= of an attachment's Url (the signed link an <img> can load). */
export const AttachmentLinkQuerySchema = Type.Object(
  { token: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: OPAQUE_TOKEN_PATTERN })) },
  { title: 'AttachmentLinkQuery', additionalProperties: false },
);
export type AttachmentLinkQuery = Static<typeof AttachmentLinkQuerySchema>;

/** A reported message as the admins' list shows it. */
export const MessageReportSchema = Type.Object(
  {
    ReportId: UuidSchema,
    ConversationId: UuidSchema,
    OrderId: UuidSchema,
    MessageId: UuidSchema,
    /** The message as it is now ('' once hidden). */
    MessageText: Type.String(),
    MessageIsHidden: Type.Boolean(),
    SenderName: Type.String(),
    ReporterName: Type.String(),
    Reason: Type.String(),
    Status: Type.Union([Type.Literal('open'), Type.Literal('hidden'), Type.Literal('dismissed')], {
      title: 'MessageReportStatus',
    }),
    CreatedAt: IsoDateTimeSchema,
    HandledAt: NullableIsoDateTimeSchema,
  },
  { title: 'MessageReport' },
);
export type MessageReport = Static<typeof MessageReportSchema>;
export const MESSAGE_REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type MessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];

/** GET /api/Admin/message-reports?page=&pageSize=&status= */
export const MessageReportListQuerySchema = Type.Object(
  {
    ...pageSizeQueryProperties,
    status: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('open'), Type.Literal('hidden'), Type.Literal('dismissed')], {
        default: 'open',
      }),
    ),
  },
  { title: 'MessageReportListQuery', additionalProperties: false },
);
export type MessageReportListQuery = Static<typeof MessageReportListQuerySchema>;

export const MessageReportListSchema = pageSizePagedListSchema(MessageReportSchema, 'MessageReportList');
export type MessageReportList = Static<typeof MessageReportListSchema>;

/** The stream's `conversation-message` event: a new message (or a changed one: hidden) for a conversation. */
export const MessageEventSchema = Type.Object(
  { ConversationId: UuidSchema, Message: ConversationMessageSchema },
  { title: 'MessageEvent' },
);
export type MessageEvent = Static<typeof MessageEventSchema>;

/** The stream's `conversation` event: its read marks or status changed; clients read it again. */
export const ConversationEventSchema = Type.Object({ ConversationId: UuidSchema }, { title: 'ConversationEvent' });
export type ConversationEvent = Static<typeof ConversationEventSchema>;
