import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminStatusRequestSchema,
  AdminUserListSchema,
  AdminUserSchema,
  IdParamsSchema,
  InviteAdminRequestSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';

const tags = ['Admin'];
const security = BEARER_SECURITY;

/** /api/Admin/admins: admin accounts; a super admin invites, disables and enables admins. */
export const adminUserRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.admins;
  const superAdminOnly = fastify.requireRoles('superAdmin');

  fastify.get(
    '/api/Admin/admins',
    {
      preHandler: fastify.requireRoles(...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'Admins and super admins with their status (admin)',
        response: { 200: AdminUserListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => service.list(),
  );

  fastify.post(
    '/api/Admin/admins/invite',
    {
      preHandler: superAdminOnly,
      // Each invitation mails the address typed in, so a stolen session cannot flood inboxes.
      config: perAddressLimit(10, 15),
      schema: {
        tags,
        security,
        summary: 'Invite an admin: the account is created and a link to choose a password is mailed (super admin)',
        body: InviteAdminRequestSchema,
        response: { 201: AdminUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.invite(adminContext(request), request.body)),
  );

  fastify.patch(
    '/api/Admin/admins/:id/status',
    {
      preHandler: superAdminOnly,
      config: perAddressLimit(60, 1),
      schema: {
        tags,
        security,
        summary: 'Disable (IsActive false) or enable an admin; disabling ends their sessions (super admin)',
        params: IdParamsSchema,
        body: AdminStatusRequestSchema,
        response: { 200: AdminUserSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => service.setActive(adminContext(request), request.params.id, request.body.IsActive),
  );
};
