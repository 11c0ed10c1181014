import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActionResultSchema,
  AverageRatingSchema,
  CreateReviewRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  OrderReviewsSchema,
  ProviderIdParamsSchema,
  ProviderReviewListSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  UpdateReviewRequestSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { ADMIN_ROLES } from '../../identity/access-rules';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Reviews'];
const security = BEARER_SECURITY;

/** /api/Review/*: customers review completed order items; everyone reads an item's reviews. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.reviews;

  fastify.post(
    '/api/Review/create',
    {
      preHandler: fastify.requireRoles('customer'),
      schema: {
        tags,
        security,
        summary: 'Review a completed order item (its customer, once)',
        body: CreateReviewRequestSchema,
        response: { 201: ReviewSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  fastify.get(
    '/api/Review/order/:id',
    {
      preHandler: fastify.requireRoles('customer'),
      schema: {
        tags,
        security,
        summary: "The signed-in customer's reviews of an order's items (empty for anyone else's order)",
        params: IdParamsSchema,
        response: { 200: OrderReviewsSchema, ...errors },
      },
    },
    async (request) => service.listForOrder(request.user!, request.params.id),
  );

  fastify.put(
    '/api/Review/update/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change a review (its author or an admin)',
        params: IdParamsSchema,
        body: UpdateReviewRequestSchema,
        response: { 200: ReviewSchema, ...errors },
      },
    },
    async (request) => service.update(request.user!, request.params.id, request.body),
  );

  fastify.delete(
    '/api/Review/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a review (its author or an admin)',
        params: IdParamsSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.user!, request.params.id);
      return { Success: true, Message: 'Review deleted.' };
    },
  );

  fastify.get(
    '/api/Review/service-item/:id/average-rating',
    {
      schema: {
        tags,
        summary: "A listing's average rating and review count",
        params: IdParamsSchema,
        response: { 200: AverageRatingSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => service.averageRating(request.params.id),
  );

  fastify.get(
    '/api/Review/service-item/:id',
    {
      schema: {
        tags,
        summary: "A listing's reviews, newest first",
        params: IdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => service.listForItem(request.params.id, request.query),
  );

  fastify.get(
    '/api/Review/provider/:providerId',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary:
          "The reviews a provider received, newest first, with each listing's name, the average and the reviews per star (the provider or an admin)",
        params: ProviderIdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ProviderReviewListSchema, ...errors },
      },
    },
    async (request) => service.listForProvider(request.user!, request.params.providerId, request.query),
  );
};
