import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Cart/*: the customer's cart of information requests. */
export const cartRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 5.
};
