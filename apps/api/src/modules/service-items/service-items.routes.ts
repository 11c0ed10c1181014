import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActionResultSchema,
  CreateServiceItemRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  LISTING_IMPORT_MAX_CHARS,
  ListingImportReportSchema,
  ListingImportRequestSchema,
  ServiceItemListQuerySchema,
  ServiceItemListSchema,
  ServiceItemSchema,
  UpdateServiceItemRequestSchema,
} from '@marketplace/contract';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { keepSubmittedQuantity, withSubmittedQuantity } from './submitted-quantity';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { sendSharedAnswer } from '../../lib/shared-answer';

const tags = ['Service items'];
const security = BEARER_SECURITY;
/** Reading is public; a token only widens what a provider or admin sees (their hidden listings). */
const optionalSecurity: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);
const writers = ['provider', ...ADMIN_ROLES] as const;
/** JSON escaping can double a CSV's bytes (quotes, line breaks) and UTF-8 Arabic takes two per character. */
const IMPORT_BODY_LIMIT = 4 * LISTING_IMPORT_MAX_CHARS;

/** Listings (spec 7.4): the catalog with search, one listing, and the provider's changes to them. */
export const serviceItemRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reads, writes, imports } = fastify.serviceItems;

  fastify.get(
    '/api/service-items',
    {
      schema: {
        tags,
        summary: 'Catalog page with filters and search; ProviderId of your own business lists every state',
        security: optionalSecurity,
        querystring: ServiceItemListQuerySchema,
        response: { 200: ServiceItemListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => sendSharedAnswer(request, reply, await reads.list(request.user, request.query)),
  );

  fastify.get(
    '/api/service-items/:id',
    {
      schema: {
        tags,
        summary: 'One listing (404 for listings the caller may not see)',
        security: optionalSecurity,
        params: IdParamsSchema,
        response: { 200: ServiceItemSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => reads.get(request.user, request.params.id),
  );

  fastify.post(
    '/api/service-items',
    {
      preHandler: fastify.requireRoles(...writers),
      preValidation: keepSubmittedQuantity,
      schema: {
        tags,
        summary: 'Create a listing for your business (an admin names ProviderId)',
        security,
        body: CreateServiceItemRequestSchema,
        response: { 201: ServiceItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await writes.create(request.user!, withSubmittedQuantity(request, request.body));
      return reply.code(201).send(await reads.get(request.user, id));
    },
  );

  fastify.post(
    '/api/service-items/import',
    {
      preHandler: fastify.requireRoles('provider'),
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { upload: 'import' },
      schema: {
        tags,
        summary:
          'Import listings from CSV (your active business only): every row is judged first; any error writes nothing',
        description:
          'Columns: ServiceItemId (empty: new listing; else one of yours, to change Price, Stock or Available), ' +
          'Type (service|item), Name, Category (name or id; CategoryId also accepted), Price (BHD, 3 decimals), ' +
          'Stock (items only), Available (yes|no), Description, Location. 200 with Valid=false lists every problem ' +
          'by row (header = row 1) and column; DryRun only judges. 413 above the body limit.',
        security,
        body: ListingImportRequestSchema,
        response: { 200: ListingImportReportSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => imports.import(request.user!, request.body),
  );

  fastify.put(
    '/api/service-items/:id',
    {
      preHandler: fastify.requireRoles(...writers),
      preValidation: keepSubmittedQuantity,
      schema: {
        tags,
        summary: 'Replace a listing (its owner or an admin)',
        security,
        params: IdParamsSchema,
        body: UpdateServiceItemRequestSchema,
        response: { 200: ServiceItemSchema, ...errors },
      },
    },
    async (request) => {
      await writes.update(request.user!, request.params.id, withSubmittedQuantity(request, request.body));
      return reads.get(request.user, request.params.id);
    },
  );

  fastify.delete(
    '/api/service-items/:id',
    {
      preHandler: fastify.requireRoles(...writers),
      schema: {
        tags,
        summary: 'Delete a listing, or mark it discontinued when orders refer to it',
        security,
        params: IdParamsSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => writes.delete(request.user!, request.params.id),
  );
};
