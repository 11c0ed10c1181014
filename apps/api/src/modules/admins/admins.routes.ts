import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Admin/admins: admin accounts; a super admin invites, adds and disables admins. */
export const adminUserRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 6.
};
