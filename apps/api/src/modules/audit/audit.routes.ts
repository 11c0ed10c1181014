import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditListQuerySchema, AuditListSchema } from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { ADMIN_ROLES } from '../../identity/access-rules';

/**
 * /api/Admin/audit-log: what admins did, filtered (admins; read only). There is deliberately no
 * PUT, PATCH or DELETE here, and the table's trigger refuses UPDATE and DELETE (migration 0001).
 */
export const auditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.audit;

  fastify.get(
    '/api/Admin/audit-log',
    {
      preHandler: fastify.requireRoles(...ADMIN_ROLES),
      schema: {
        tags: ['Admin'],
        security: BEARER_SECURITY,
        summary: 'Admin actions, newest first, with before/after, actor, reason and address (admin)',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => service.list(request.query),
  );
};
