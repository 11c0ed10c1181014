import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Transaction/*: payments and refunds of customers, earnings and payouts of providers. */
export const transactionRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 5.
};
