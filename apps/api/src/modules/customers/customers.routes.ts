import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/customer (admins): the customer list, details, active status and soft delete. */
export const customerAdminRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 6.
};
