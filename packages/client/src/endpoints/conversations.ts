import {
  ATTACHMENT_UPLOAD_FIELD,
  UPLOAD_FALLBACKS,
  UPLOAD_TIMEOUT_MS,
  type ActionResult,
  type Conversation,
  type ConversationAttachment,
  type ConversationList,
  type ConversationListQuery,
  type ConversationMessage,
  type ConversationReadResult,
  type MessagePage,
  type MessagePageQuery,
  type MessageReport,
  type MessageReportList,
  type MessageReportListQuery,
  type SendMessageRequest,
  type UnreadMessages,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Conversation: conversations between a customer and a provider about a paid request
// (issue 37), and the admins' moderation of them. New messages arrive on the notification stream.

export interface AttachmentUpload {
  readonly file: Blob;
  /** The share sent so far, 0 to 1 (browsers only). */
  readonly onProgress?: (fraction: number) => void;
}

export function createConversationsApi(http: HttpClient) {
  return {
    /** The asker's conversations, most recent first (admins: every conversation). */
    list: (query: ConversationListQuery = {}) =>
      http.request<ConversationList>('GET', '/api/Conversation', { query: { ...query } }),
    unreadCount: () => http.request<UnreadMessages>('GET', '/api/Conversation/unread-count'),
    /** An order's conversations the asker may read: the customer's all, a provider's its own. */
    ofOrder: (orderId: string) => http.request<Conversation[]>('GET', apiPath`/api/Conversation/order/${orderId}`),
    get: (id: string) => http.request<Conversation>('GET', apiPath`/api/Conversation/${id}`),
    /** Newest first; pass NextCursor back as `before` for older ones. */
    messages: (id: string, query: MessagePageQuery = {}) =>
      http.request<MessagePage>('GET', apiPath`/api/Conversation/${id}/messages`, { query: { ...query } }),
    send: (id: string, body: SendMessageRequest) =>
      http.request<ConversationMessage>('POST', apiPath`/api/Conversation/${id}/messages`, { body }),
    /** Uploads a file to send next with `send` (its AttachmentId); checked by content, 10 MB at most. */
    attach: (id: string, { file, onProgress }: AttachmentUpload) => {
      const form = new FormData();
      form.append(ATTACHMENT_UPLOAD_FIELD, file);
      return http.request<ConversationAttachment>('POST', apiPath`/api/Conversation/${id}/attachments`, {
        formData: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        fallbacks: UPLOAD_FALLBACKS,
        onUploadProgress: onProgress && ((loaded, total) => onProgress(total > 0 ? loaded / total : 0)),
      });
    },
    /** The file's bytes, for a download (an <img> uses the attachment's signed Url instead). */
    attachment: (id: string, attachmentId: string) =>
      http.request<Blob>('GET', apiPath`/api/Conversation/${id}/attachments/${attachmentId}`, {
        responseType: 'blob',
      }),
    /** Moves the asker's read mark forward to `messageId` (never back). */
    markRead: (id: string, messageId: string) =>
      http.request<ConversationReadResult>('PUT', apiPath`/api/Conversation/${id}/read`, {
        body: { MessageId: messageId },
      }),
    report: (id: string, messageId: string, reason: string) =>
      http.request<MessageReport>('POST', apiPath`/api/Conversation/${id}/messages/${messageId}/report`, {
        body: { Reason: reason },
      }),
    /** Admins: take part, with a note everyone sees. */
    join: (id: string) => http.request<Conversation>('POST', apiPath`/api/Conversation/${id}/join`),
    /** Admins: the text leaves the conversation for the audit log. */
    hide: (id: string, messageId: string, reason: string) =>
      http.request<ConversationMessage>('POST', apiPath`/api/Conversation/${id}/messages/${messageId}/hide`, {
        body: { Reason: reason },
      }),
    /** Admins: nobody can write in it any more. */
    close: (id: string, reason: string) =>
      http.request<Conversation>('POST', apiPath`/api/Conversation/${id}/close`, { body: { Reason: reason } }),
    /** Admins: reported messages, open ones first by default. */
    reports: (query: MessageReportListQuery = {}) =>
      http.request<MessageReportList>('GET', '/api/Admin/message-reports', { query: { ...query } }),
    /** Admins: the message stays; the report leaves the inbox. */
    dismissReport: (reportId: string) =>
      http.request<ActionResult>('POST', apiPath`/api/Admin/message-reports/${reportId}/dismiss`),
  };
}

export type ConversationsApi = ReturnType<typeof createConversationsApi>;
