import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DELETED_USER_ERRORS, LOGIN_ERRORS, type Role } from '@marketplace/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { forbidden, unauthorized } from '../lib/http-error';
import { createAccessTokenService, type AccessTokenService, type AuthUser } from '../identity/access-token';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenService;
    /**
     * The account as the database knows it now, or null when it was removed: what every signed-in
     * request is judged by, also where a credential other than an access token names the user
     * (a notification-stream ticket).
     */
    currentAccount(userId: string): Promise<AuthUser | null>;
    /** preHandler: 401 unless the request carries a valid access token of a current account. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: 401 without a valid token, 403 when the user's role is not listed. */
    requireRoles(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * false: the route reads no user (the health check), so a token it is sent is neither
     * verified nor looked up: no work, and no database read that could fail before the route runs.
     */
    authentication?: false;
  }
  interface FastifyRequest {
    /** The signed-in user as the database knows them now, or null for visitors (set for every request). */
    user: AuthUser | null;
    /** Why a signature-valid token was not accepted (the account was deleted or disabled), if it was not. */
    refusedAccount: string | null;
  }
}

export const NOT_SIGNED_IN = 'You need to sign in to do this.';

/**
 * The account behind a verified token, read afresh: one primary-key lookup per signed-in request.
 * Access tokens live 15 minutes, and a disabled admin or a soft-deleted customer must lose access
 * at their next request on every API process, not when the token expires. Reading the row (rather
 * than caching it) keeps every process right without any cross-process invalidation.
 * Built and named once: it runs on every signed-in request, and rebuilding the statement in
 * drizzle and having PostgreSQL parse it again cost more than the lookup itself (issue 18).
 */
function accountReader(db: Database) {
  const query = db
    .select({
      role: users.role,
      email: users.email,
      isActive: users.isActive,
      isDeleted: users.isDeleted,
      emailConfirmed: users.emailConfirmed,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('current_account');
  return async (userId: string): Promise<AuthUser | null> => {
    const [row] = await query.execute({ id: userId });
    if (!row || row.isDeleted) return null;
    return { id: userId, ...row };
  };
}

/**
 * Bearer tokens only: no cookie authenticates anyone (the sign-in device cookie only eases the
 * throttle, modules/auth/device-cookies.ts), so there is no cross-site request forgery to defend against.
 */
export const authenticationPlugin = fp(async (fastify: FastifyInstance, options: { jwtSecret: string }) => {
  const accessTokens = createAccessTokenService(options.jwtSecret);
  const currentAccount = accountReader(fastify.db);
  fastify.decorate('accessTokens', accessTokens);
  fastify.decorate('currentAccount', currentAccount);
  fastify.decorateRequest('user', null);
  fastify.decorateRequest('refusedAccount', null);

  const identify = async (request: FastifyRequest, token: string) => {
    const claimed = await accessTokens.verify(token);
    if (!claimed) return;
    request.user = await currentAccount(claimed.id);
    // A removed account is a visitor on public routes and gets the spec's text on the rest.
    if (!request.user) request.refusedAccount = DELETED_USER_ERRORS.removed;
  };
  // Callback-style so that visitors (most requests, and every health probe) pass without a promise.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ') || request.routeOptions.config.authentication === false) return done();
    identify(request, header.slice(7).trim()).then(() => done(), done);
  });

  const authenticate = async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(request.refusedAccount ?? NOT_SIGNED_IN);
  };
  fastify.decorate('authenticate', authenticate);
  fastify.decorate('requireRoles', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(request.user!.role)) throw forbidden(LOGIN_ERRORS.forbidden);
  });
});
