import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './access-token';

/** Who made an admin change and from where, for the audit log. */
export interface AdminContext {
  actor: AuthUser;
  ip: string;
}

/** The admin context of a request on a route behind `requireRoles(...ADMIN_ROLES)`. */
export function adminContext(request: FastifyRequest): AdminContext {
  return { actor: request.user!, ip: request.ip };
}
