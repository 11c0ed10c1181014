import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  IdParamsSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { ADMIN_ROLES } from '../../identity/access-rules';

const tags = ['Admin'];

/**
 * /api/Admin/orders: every order for the back office (admins). Changes go through the orders'
 * own routes, which admins may use on any order (PATCH /api/Order/{id}/status and /cancel,
 * PATCH /api/OrderItem/{id}/...).
 */
export const adminOrderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { admin: service } = fastify.orders;
  const adminOnly = fastify.requireRoles(...ADMIN_ROLES);

  fastify.get(
    '/api/Admin/orders',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Every order, newest first: filter by status, customer, provider and dates, search order number, customer name and e-mail (admin)',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => service.list(request.query),
  );

  fastify.get(
    '/api/Admin/orders/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'One order with its customer, items, status history, payments and refunds (admin)',
        params: IdParamsSchema,
        response: { 200: AdminOrderDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => service.detail(request.params.id),
  );
};
