import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Admin/audit-log: what admins did, filtered (admins; read only). */
export const auditRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 6.
};
