import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancelOrderItemRequestSchema,
  CreateOrderHeadersSchema,
  CreateOrderRequestSchema,
  CustomerOrderStatsSchema,
  IdParamsSchema,
  ITEM_ACTIONS,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  OrderStatusHistorySchema,
  ProviderOrderListQuerySchema,
  UpdateOrderStatusRequestSchema,
  UserIdParamsSchema,
  type ItemAction,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { ADMIN_ROLES } from '../../identity/access-rules';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = BEARER_SECURITY;
const tags = ['Orders'];

const ITEM_ACTION_SUMMARIES: Record<ItemAction, string> = {
  confirm: 'Confirm an order item (its provider; Pending -> Confirmed)',
  start: 'Start work on an order item (its provider; Confirmed -> InProgress)',
  complete: 'Complete an order item (its provider; InProgress -> Completed, books the earning)',
  cancel:
    'Cancel an order item (its provider; releases stock, refunds its share when paid; the optional Reason is kept in the history and told to the customer)',
};

/** /api/Order/* and /api/OrderItem/*: placing orders from the cart, reading them, and their state changes. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reads, placement, changes } = fastify.orders;

  fastify.post(
    '/api/Order',
    {
      preHandler: fastify.requireRoles('customer'),
      schema: {
        tags,
        security,
        summary: "Place an order from the caller's cart (reserves stock; Idempotency-Key makes retries safe)",
        headers: CreateOrderHeadersSchema,
        body: CreateOrderRequestSchema,
        response: { 200: OrderSchema, 201: OrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await placement.place(
        request.user!,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(order);
    },
  );

  fastify.get(
    '/api/Order/customer/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "A customer's orders (the customer or an admin), filtered, searched and paged",
        params: IdParamsSchema,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request) => reads.listForCustomer(request.user!, request.params.id, request.query),
  );

  fastify.get(
    '/api/Order/customer/:id/stats',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "A customer's order counts and what they spent",
        params: IdParamsSchema,
        response: { 200: CustomerOrderStatsSchema, ...errors },
      },
    },
    async (request) => reads.statsForCustomer(request.user!, request.params.id),
  );

  fastify.get(
    '/api/Order/provider/user/:userId',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary:
          "Paid orders holding the provider's items, with only those items and the customer's contact (status on its items, from/to, search by order number, item or customer name)",
        params: UserIdParamsSchema,
        querystring: ProviderOrderListQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request) => reads.listForProviderUser(request.user!, request.params.userId, request.query),
  );

  fastify.get(
    '/api/Order/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'One order (its customer, an admin, or a provider of its items: only those items)',
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => reads.getOne(request.user!, request.params.id),
  );

  fastify.patch(
    '/api/Order/:id/cancel',
    {
      preHandler: fastify.requireRoles('customer', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'Cancel an order while no item is InProgress or Completed (refunds what was paid)',
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => changes.cancelOrder(request.user!, request.params.id),
  );

  fastify.patch(
    '/api/Order/:id/status',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "Move all of the caller's items in an order to a status (all items for an admin)",
        params: IdParamsSchema,
        body: UpdateOrderStatusRequestSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => changes.changeOrder(request.user!, request.params.id, request.body.Status),
  );

  fastify.get(
    '/api/Order/:id/history',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary:
          "An order's status changes, oldest first (its customer and admins: all; a provider of a paid order: its own items)",
        params: IdParamsSchema,
        response: { 200: OrderStatusHistorySchema, ...errors },
      },
    },
    async (request) => reads.history(request.user!, request.params.id),
  );

  for (const [action, target] of Object.entries(ITEM_ACTIONS) as [ItemAction, (typeof ITEM_ACTIONS)[ItemAction]][]) {
    if (action === 'cancel') continue;
    fastify.patch(
      `/api/OrderItem/:id/${action}`,
      {
        preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
        schema: {
          tags,
          security,
          summary: ITEM_ACTION_SUMMARIES[action],
          params: IdParamsSchema,
          response: { 200: OrderSchema, ...errors },
        },
      },
      async (request) => changes.changeItem(request.user!, request.params.id, target),
    );
  }

  fastify.patch(
    '/api/OrderItem/:id/cancel',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      // The spec's call has no body: a PATCH without one is a cancellation without a reason.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        security,
        summary: ITEM_ACTION_SUMMARIES.cancel,
        params: IdParamsSchema,
        body: CancelOrderItemRequestSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) =>
      changes.changeItem(request.user!, request.params.id, 'Cancelled', request.body.Reason?.trim() || null),
  );
};
