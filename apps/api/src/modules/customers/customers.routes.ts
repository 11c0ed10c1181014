import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerDetailsSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerSchema,
  IdParamsSchema,
  IsActiveQuerySchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';

const tags = ['Customers'];
const security = BEARER_SECURITY;
const readErrors = errorResponses(400, 401, 403, 404, 429);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);

/** /api/customer (admins): the customer list, details, active status and soft delete (spec 7.2). */
export const customerAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.customers;
  const adminOnly = fastify.requireRoles(...ADMIN_ROLES);

  fastify.get(
    '/api/customer',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Customers, newest first or by sort (createdAt, name, email :asc|:desc); search over name, e-mail and phone (admin)',
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerListSchema, ...readErrors },
      },
    },
    async (request) => service.list(request.query),
  );

  fastify.get(
    '/api/customer/:id/details',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'A customer with order counts and total spend (admin); deleted customers too',
        params: IdParamsSchema,
        response: { 200: CustomerDetailsSchema, ...readErrors },
      },
    },
    async (request) => service.details(request.params.id),
  );

  fastify.patch(
    '/api/Customer/:id/active-status',
    {
      preHandler: adminOnly,
      config: perAddressLimit(60, 1),
      schema: {
        tags,
        security,
        summary: 'Activate (vouch as verified) or deactivate (unverified again) a customer (admin)',
        params: IdParamsSchema,
        querystring: IsActiveQuerySchema,
        response: { 200: CustomerSchema, ...writeErrors },
      },
    },
    async (request) => service.setActive(adminContext(request), request.params.id, request.query.isActive),
  );

  fastify.patch(
    '/api/Customer/:id/delete',
    {
      preHandler: adminOnly,
      config: perAddressLimit(60, 1),
      schema: {
        tags,
        security,
        summary: 'Soft-delete a customer: the data stays, sign-in is refused, sessions end (admin)',
        params: IdParamsSchema,
        response: { 200: CustomerSchema, ...writeErrors },
      },
    },
    async (request) => service.remove(adminContext(request), request.params.id),
  );
};
