import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Admin/dashboard/stats, most-sold items, top providers and yearly revenue (admins). */
export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 6.
};
