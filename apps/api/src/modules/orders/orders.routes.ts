import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Order/* and /api/OrderItem/*: placing orders from the cart, reading them, and their state changes. */
export const orderRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 5.
};
