import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_FIELD,
  DocumentFileQuerySchema,
  DocumentReviewRequestSchema,
  IdParamsSchema,
  ProviderDocumentParamsSchema,
  ProviderDocumentSchema,
  ProviderVerificationSummarySchema,
  UPLOAD_TIMEOUT_MS,
  UploadDocumentRequestSchema,
} from '@marketplace/contract';
import { Type } from 'typebox';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { receiveUploadForm, UPLOAD_LIMITS, type ReceivedFile } from '../media';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of POST /api/Provider/{id}/documents, read by its preValidation hook. */
    documentFile: ReceivedFile | null;
  }
}

const tags = ['Verification'];
const security = BEARER_SECURITY;

/** The upload form as the OpenAPI document shows it: the fields, and the file's bytes. */
const UploadDocumentFormSchema = Type.Object(
  {
    ...UploadDocumentRequestSchema.properties,
    [DOCUMENT_UPLOAD_FIELD]: Type.String({
      format: 'binary',
      description: `A PDF, JPEG or PNG, judged by its bytes, at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
    }),
  },
  { title: 'UploadDocumentForm', additionalProperties: false },
);

/** The form's text fields (anything else in it is ignored, as unknown fields of a JSON body are refused). */
const UPLOAD_TEXT_FIELDS: ReadonlySet<string> = new Set(
  Object.keys(UploadDocumentRequestSchema.properties).filter((name) => name !== DOCUMENT_UPLOAD_FIELD),
);

const FILE_RESPONSE = {
  description: 'The document’s file: a PDF, JPEG or PNG',
  content: {
    'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    'image/png': { schema: { type: 'string', format: 'binary' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
};

/** A business's documents (issue 38): its provider uploads and submits them, admins review them. */
export const verificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.verification;
  await fastify.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
  fastify.decorateRequest('documentFile', null);
  const providerOrAdmin = fastify.requireRoles('provider', ...ADMIN_ROLES);

  fastify.get(
    '/api/Provider/:id/verification',
    {
      preHandler: providerOrAdmin,
      schema: {
        tags,
        security,
        summary: 'A business’s required documents and where each stands (its provider; admins)',
        params: IdParamsSchema,
        response: { 200: ProviderVerificationSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.summary(request.user!, request.params.id),
  );

  fastify.post(
    '/api/Provider/:id/documents',
    {
      // onRequest, not preHandler: a visitor is turned away before 10 MB of body is read.
      onRequest: fastify.requireRoles('provider'),
      config: { ...perAddressLimit(30, 1), upload: 'document' },
      preValidation: async (request, reply) => {
        const form = await receiveUploadForm(request, reply, UPLOAD_TIMEOUT_MS, UPLOAD_TEXT_FIELDS);
        request.documentFile = form.file ?? null;
        const body = form.file ? { ...form.fields, [DOCUMENT_UPLOAD_FIELD]: form.file.fileName ?? '' } : form.fields;
        // Unchecked until Fastify validates it against the schema right after this hook.
        request.body = body as typeof request.body;
      },
      schema: {
        tags,
        security,
        summary: 'Upload a required document (its provider): new, or replacing the upload not yet accepted',
        description:
          'Number, IssuedOn and ExpiresOn are required where the requirement has them. Images are turned upright and re-encoded without metadata.',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: UploadDocumentFormSchema,
        response: { 201: ProviderDocumentSchema, ...errorResponses(400, 401, 403, 404, 408, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { [DOCUMENT_UPLOAD_FIELD]: _name, ...fields } = request.body;
      const document = await service.upload(request.user!, request.params.id, fields, request.documentFile!);
      return reply.code(201).send(document);
    },
  );

  fastify.post(
    '/api/Provider/:id/verification/submit',
    {
      preHandler: fastify.requireRoles('provider'),
      schema: {
        tags,
        security,
        summary: 'Send the uploaded documents to the admins’ review (its provider; every required one uploaded)',
        params: IdParamsSchema,
        response: { 200: ProviderVerificationSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.submit(request.user!, request.params.id),
  );

  fastify.get(
    '/api/Provider/:id/documents/:documentId/file',
    {
      schema: {
        tags,
        security: [...security, {}],
        summary: 'A document’s file, for its provider and admins or through its signed `?token=` link (15 minutes)',
        params: ProviderDocumentParamsSchema,
        querystring: DocumentFileQuerySchema,
        response: { 200: FILE_RESPONSE, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.file(request.user, request.params.id, request.params.documentId, request.query.token);
      // Identity documents: never cached, never opened as a page of this origin.
      const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.data);
    },
  );

  fastify.patch(
    '/api/Provider/:id/documents/:documentId/review',
    {
      preHandler: fastify.requireRoles(...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'Accept a document, or ask for changes with a reason (admins; audited)',
        params: ProviderDocumentParamsSchema,
        body: DocumentReviewRequestSchema,
        response: { 200: ProviderVerificationSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.review(request.user!, request.params.id, request.params.documentId, request.body, request.ip),
  );
};
