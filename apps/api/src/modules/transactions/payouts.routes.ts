import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Payout/*: provider balance, payout requests and their settlement by admins. */
export const payoutRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 5.
};
