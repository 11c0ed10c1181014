export { ConversationThread, type ConversationThreadProps } from './conversation-thread';
export { MessageComposer, type MessageComposerProps, type MessageDraft } from './message-composer';
export { MessageList, type MessageListProps } from './message-list';
export { HideMessageDialog, type HideMessageDialogProps } from './hide-message-dialog';
export { ReportMessageDialog, type ReportMessageDialogProps } from './report-message-dialog';
export { LinkifiedText, type LinkifiedTextProps } from './linkified-text';
export { linkify, type TextPart } from './linkify';
export { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-rules';
export { newestSeenOwnMessageId, threadOrder } from './thread-model';
