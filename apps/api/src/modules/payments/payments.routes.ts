import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Payment/*: checkout, verification of the return, gateway webhooks; the sandbox's hosted page. */
export const paymentRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 5.
};
