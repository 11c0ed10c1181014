import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryListQuerySchema,
  CategoryListSchema,
  CategorySchema,
  CreateCategoryRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  IsEnableQuerySchema,
  UpdateCategoryRequestSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['Categories'];
const security = BEARER_SECURITY;

/** /api/Category: the public category list and its administration (spec 7.7). */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.categories;
  const adminOnly = fastify.requireRoles(...ADMIN_ROLES);

  fastify.get(
    '/api/Category',
    {
      schema: {
        tags,
        summary: 'Enabled categories by name; admins may add ?includeDisabled=true to see all',
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => service.list(request.user, request.query.includeDisabled ?? false),
  );

  fastify.post(
    '/api/Category',
    {
      preHandler: adminOnly,
      config: perAddressLimit(60),
      schema: {
        tags,
        security,
        summary: 'Create a category (admin); names are unique regardless of letter case',
        body: CreateCategoryRequestSchema,
        response: { 201: CategorySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(adminContext(request), request.body)),
  );

  fastify.put(
    '/api/Category/:id',
    {
      preHandler: adminOnly,
      config: perAddressLimit(60),
      schema: {
        tags,
        security,
        summary: 'Replace a category’s name, description, image and enabled flag (admin)',
        params: IdParamsSchema,
        body: UpdateCategoryRequestSchema,
        response: { 200: CategorySchema, ...errors },
      },
    },
    async (request) => service.update(adminContext(request), request.params.id, request.body),
  );

  fastify.patch(
    '/api/Category/:id/enable-status',
    {
      preHandler: adminOnly,
      config: perAddressLimit(60),
      schema: {
        tags,
        security,
        summary: 'Enable or disable a category (admin); disabling deletes nothing',
        params: IdParamsSchema,
        querystring: IsEnableQuerySchema,
        response: { 200: CategorySchema, ...errors },
      },
    },
    async (request) => service.setEnabled(adminContext(request), request.params.id, request.query.isEnable),
  );
};
