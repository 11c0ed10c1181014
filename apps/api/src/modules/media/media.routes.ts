import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActionResultSchema,
  ErrorBodySchema,
  IMAGE_MAX_BYTES,
  MediaDeleteQuerySchema,
  MediaIdParamsSchema,
  MediaUploadFieldsSchema,
  MediaUploadResponseSchema,
  UPLOAD_TIMEOUT_MS,
} from '@marketplace/contract';
import { receiveUploadForm, UPLOAD_LIMITS, type ReceivedFile } from './receive-upload';
import { BEARER_SECURITY } from '../../lib/route-options';

declare module 'fastify' {
  interface FastifyRequest {
    /** The image of POST /api/Media/upload, read by its preValidation hook; null elsewhere. */
    mediaFile: ReceivedFile | null;
  }
}

export interface MediaRoutesOptions {
  /** How long a client may take to send the whole upload (tests shorten it). */
  uploadTimeoutMs?: number;
}

/**
 * The whole form, File included, so the OpenAPI document shows it. The preValidation hook puts
 * the file's name under File (its bytes go to request.mediaFile), so this one schema also
 * rejects a form without a file, field by field like any other body.
 */
const MediaUploadFormSchema = Type.Object(
  {
    File: Type.String({
      format: 'binary',
      description: `JPEG or PNG, judged by its bytes (not its name or declared type), under ${IMAGE_MAX_BYTES / 1024 / 1024} MiB`,
    }),
    ...MediaUploadFieldsSchema.properties,
  },
  { title: 'MediaUploadForm', additionalProperties: false },
);

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));

/** POST /api/Media/upload and DELETE /api/Media/{mediaId} (spec 7.2); files are served at /media/*. */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRoutesOptions> = async (fastify, options) => {
  const uploadTimeoutMs = options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS;
  // Registered here, not app-wide: no other route accepts multipart bodies.
  await fastify.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
  fastify.decorateRequest('mediaFile', null);
  const { service } = fastify.media;

  fastify.post(
    '/api/Media/upload',
    {
      // Each upload holds up to 10 MiB and a decode; per IP, well above what a person needs.
      config: { rateLimit: { max: 60, timeWindow: 60_000 }, upload: 'image' },
      // onRequest, not preHandler: a visitor is turned away before 10 MB of body is read.
      onRequest: fastify.authenticate,
      preValidation: async (request, reply) => {
        const form = await receiveUploadForm(request, reply, uploadTimeoutMs);
        request.mediaFile = form.file ?? null;
        const body = form.file ? { ...form.fields, File: form.file.fileName ?? '' } : form.fields;
        // Unchecked until Fastify validates it against the schema right after this hook.
        request.body = body as typeof request.body;
      },
      schema: {
        tags: ['Media'],
        summary: 'Upload an image (JPEG or PNG, less than 10 MB); answers its public URL and media id',
        description:
          'The image is turned upright, bounded to 2048 px and re-encoded without metadata. ' +
          'UserId must be the caller unless an admin uploads for someone.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        body: MediaUploadFormSchema,
        response: { 201: MediaUploadResponseSchema, ...errors(400, 401, 403, 404, 408, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const { File: _name, ...fields } = request.body;
      const uploaded = await service.upload(request.user!, fields, request.mediaFile!, request.log);
      return reply.code(201).send({
        Success: true,
        Data: { FileUrl: uploaded.url, Url: uploaded.url, MediaId: uploaded.mediaId },
      });
    },
  );

  fastify.delete(
    '/api/Media/:mediaId',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['Media'],
        summary: 'Delete an uploaded image (its owner or an admin)',
        security: BEARER_SECURITY,
        params: MediaIdParamsSchema,
        querystring: MediaDeleteQuerySchema,
        response: { 200: ActionResultSchema, ...errors(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      await service.delete(request.user!, request.params.mediaId, request.query.userId, request.log);
      return { Success: true, Message: 'Image deleted.' };
    },
  );
};
