import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_ERRORS, type Role } from '@marketplace/contract';
import { forbidden, unauthorized } from '../lib/http-error';
import { createAccessTokenService, type AccessTokenService, type AuthUser } from '../modules/auth/access-token';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenService;
    /** preHandler: 401 unless the request carries a valid access token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: 401 without a valid token, 403 when the user's role is not listed. */
    requireRoles(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for visitors (set for every request). */
    user: AuthUser | null;
  }
}

export const ADMIN_ROLES: Role[] = ['admin', 'superAdmin'];
export const NOT_SIGNED_IN = 'You need to sign in to do this.';

/** Bearer tokens only: no cookies, so there is no cross-site request forgery to defend against. */
export const authenticationPlugin = fp(async (fastify: FastifyInstance, options: { jwtSecret: string }) => {
  const accessTokens = createAccessTokenService(options.jwtSecret);
  fastify.decorate('accessTokens', accessTokens);
  fastify.decorateRequest('user', null);

  fastify.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) request.user = await accessTokens.verify(header.slice(7).trim());
  });

  const authenticate = async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(NOT_SIGNED_IN);
    // Deleted users cannot sign in or refresh; a token issued before the deletion stops here too.
    if (request.user.isDeleted) throw forbidden(LOGIN_ERRORS.forbidden);
  };
  fastify.decorate('authenticate', authenticate);
  fastify.decorate('requireRoles', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(request.user!.role)) throw forbidden(LOGIN_ERRORS.forbidden);
  });
});

/** Admins may act on anyone's records; everyone else only on their own. */
export function isSelfOrAdmin(user: AuthUser, userId: string): boolean {
  return user.id === userId || ADMIN_ROLES.includes(user.role);
}
