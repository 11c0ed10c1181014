import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_UPLOAD_FIELD,
  AttachmentLinkQuerySchema,
  ConversationAttachmentParamsSchema,
  ConversationAttachmentSchema,
  ConversationIdParamsSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationMessageSchema,
  ConversationReadResultSchema,
  ConversationSchema,
  MarkConversationReadRequestSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  OrderConversationsParamsSchema,
  SendMessageRequestSchema,
  UnreadMessagesSchema,
  UPLOAD_TIMEOUT_MS,
} from '@marketplace/contract';
import { Type } from 'typebox';
import { TooManyRequestsError } from '../../lib/http-error';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { receiveUploadForm, UPLOAD_LIMITS, type ReceivedFile } from '../media';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of POST /api/Conversation/{id}/attachments, read by its preValidation hook. */
    conversationFile: ReceivedFile | null;
  }
}

const tags = ['Conversations'];
const security = BEARER_SECURITY;
const read = errorResponses(400, 401, 404, 429);
const write = errorResponses(400, 401, 403, 404, 409, 429);

/** The form of an attachment upload, for the OpenAPI document and the file's presence check. */
const AttachmentFormSchema = Type.Object(
  {
    [ATTACHMENT_UPLOAD_FIELD]: Type.String({
      format: 'binary',
      description: `An image (JPEG, PNG, WebP) or a PDF, judged by its bytes, at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
    }),
  },
  { title: 'ConversationAttachmentForm', additionalProperties: false },
);

/** An attachment's bytes in the OpenAPI document: a file, not JSON. */
const FILE_RESPONSE = {
  description: 'The file: an image or a PDF',
  content: {
    'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    'image/png': { schema: { type: 'string', format: 'binary' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
};

/** /api/Conversation: the customer's and the provider's conversations about a paid order (issue 37). */
export const conversationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.conversations;
  const signedIn = fastify.authenticate;
  await fastify.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
  fastify.decorateRequest('conversationFile', null);
  // The per-sender limit (send-limit.ts) says how long to wait, as the global limiter does.
  fastify.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  fastify.get(
    '/api/Conversation',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'The asker’s conversations, most recent first (admins: every conversation); cursor paging',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.list(request.user!, request.query, request.locale),
  );

  fastify.get(
    '/api/Conversation/unread-count',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'How many messages the asker has not read, in all their conversations',
        response: { 200: UnreadMessagesSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ UnreadMessages: await service.unreadTotal(request.user!.id) }),
  );

  fastify.get(
    '/api/Conversation/order/:orderId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'An order’s conversations the asker may read: its customer all, a provider its own, admins all',
        params: OrderConversationsParamsSchema,
        response: { 200: Type.Array(ConversationSchema), ...read },
      },
    },
    async (request) => service.ofOrder(request.user!, request.params.orderId, request.locale),
  );

  fastify.get(
    '/api/Conversation/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'One conversation: its people, read marks, and whether the asker may write',
        params: ConversationIdParamsSchema,
        response: { 200: ConversationSchema, ...read },
      },
    },
    async (request) => service.get(request.user!, request.params.id, request.locale),
  );

  fastify.get(
    '/api/Conversation/:id/messages',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'A page of a conversation’s messages, newest first; `before` is the NextCursor of the page before',
        params: ConversationIdParamsSchema,
        querystring: MessagePageQuerySchema,
        response: { 200: MessagePageSchema, ...read },
      },
    },
    async (request) => service.messages(request.user!, request.params.id, request.query, request.locale),
  );

  fastify.post(
    '/api/Conversation/:id/messages',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Write in a conversation: text (plain, at most 4,000 characters), an uploaded attachment, or both',
        description: 'At most 20 messages a minute and 200 an hour per account.',
        params: ConversationIdParamsSchema,
        body: SendMessageRequestSchema,
        response: { 201: ConversationMessageSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.send(request.user!, request.params.id, request.body, request.locale)),
  );

  fastify.post(
    '/api/Conversation/:id/attachments',
    {
      // onRequest, not preHandler: a visitor is turned away before 10 MB of body is read.
      onRequest: signedIn,
      config: { ...perAddressLimit(30, 1), upload: 'attachment' },
      preValidation: async (request, reply) => {
        const form = await receiveUploadForm(request, reply, UPLOAD_TIMEOUT_MS);
        request.conversationFile = form.file ?? null;
        // Unchecked until Fastify validates it against the schema right after this hook.
        request.body = (form.file ? { [ATTACHMENT_UPLOAD_FIELD]: form.file.fileName } : {}) as typeof request.body;
      },
      schema: {
        tags,
        security,
        summary: 'Upload a file to send with the next message (an image or a PDF, at most 10 MB)',
        description: 'Images are turned upright, bounded to 2048 px and re-encoded without metadata.',
        consumes: ['multipart/form-data'],
        params: ConversationIdParamsSchema,
        body: AttachmentFormSchema,
        response: { 201: ConversationAttachmentSchema, ...errorResponses(400, 401, 403, 404, 408, 413, 415, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.attach(request.user!, request.params.id, request.conversationFile!)),
  );

  fastify.get(
    '/api/Conversation/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        security: [...security, {}],
        summary: 'An attachment’s file, for the conversation’s people or through its signed `?token=` link',
        params: ConversationAttachmentParamsSchema,
        querystring: AttachmentLinkQuerySchema,
        response: { 200: FILE_RESPONSE, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await service.attachmentFile(
        request.user,
        request.params.id,
        request.params.attachmentId,
        request.query.token,
      );
      const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.data);
    },
  );

  fastify.put(
    '/api/Conversation/:id/read',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Mark a conversation read up to a message (the mark only moves forward)',
        params: ConversationIdParamsSchema,
        body: MarkConversationReadRequestSchema,
        response: { 200: ConversationReadResultSchema, ...read },
      },
    },
    async (request) => service.markRead(request.user!, request.params.id, request.body.MessageId),
  );
};
