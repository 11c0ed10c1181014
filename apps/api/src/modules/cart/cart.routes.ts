import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCartItemRequestSchema,
  CartIdParamsSchema,
  CartItemIdParamsSchema,
  CartSchema,
  CreateCartRequestSchema,
  CustomerIdParamsSchema,
  UpdateCartItemQuantityRequestSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';

const tags = ['Cart'];
const security = BEARER_SECURITY;
const readErrors = errorResponses(400, 401, 403);
const changeErrors = errorResponses(400, 401, 403, 404, 409);
const removeErrors = errorResponses(400, 401, 403, 404);

/** /api/Cart/*: the customer's cart of information requests; every route answers the whole cart. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.cart;
  // Only customers have carts; admins and providers get 403 like on every customer-only route.
  const preHandler = fastify.requireRoles('customer');

  fastify.get(
    '/api/Cart/customer/:customerId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The caller's cart (created empty on first read)",
        params: CustomerIdParamsSchema,
        response: { 200: CartSchema, ...readErrors },
      },
    },
    async (request) => service.getForCustomer(request.user!, request.params.customerId),
  );

  fastify.post(
    '/api/Cart',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Merge lines into the caller's cart (one line per listing, higher quantity kept)",
        body: CreateCartRequestSchema,
        response: { 200: CartSchema, ...changeErrors },
      },
    },
    async (request) => service.merge(request.user!, request.body),
  );

  fastify.post(
    '/api/Cart/item',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a listing to the cart (an existing line keeps the higher quantity)',
        body: AddCartItemRequestSchema,
        response: { 200: CartSchema, ...changeErrors },
      },
    },
    async (request) => service.addLine(request.user!, request.body),
  );

  fastify.patch(
    '/api/Cart/item/:cartItemId/quantity',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Set a line's quantity (items within live stock, services 1)",
        params: CartItemIdParamsSchema,
        body: UpdateCartItemQuantityRequestSchema,
        response: { 200: CartSchema, ...changeErrors },
      },
    },
    async (request) => service.setQuantity(request.user!, request.params.cartItemId, request.body.Quantity),
  );

  fastify.delete(
    '/api/Cart/item/:cartItemId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove a line from the cart',
        params: CartItemIdParamsSchema,
        response: { 200: CartSchema, ...removeErrors },
      },
    },
    async (request) => service.removeLine(request.user!, request.params.cartItemId),
  );

  fastify.delete(
    '/api/Cart/:cartId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Clear the cart (its lines go, the cart stays)',
        params: CartIdParamsSchema,
        response: { 200: CartSchema, ...removeErrors },
      },
    },
    async (request) => service.clear(request.user!, request.params.cartId),
  );
};
