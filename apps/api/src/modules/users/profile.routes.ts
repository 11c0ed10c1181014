import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCOUNT_MESSAGES,
  CustomerSchema,
  SESSION_MESSAGES,
  UpdateUserRequestSchema,
  UserIdParamsSchema,
  UserProfileSchema,
} from '@marketplace/contract';
import { Type } from 'typebox';
import { isSelfOrAdmin, providerOfUser } from '../../identity/access-rules';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { findUserById, updateProfile } from './users.repository';
import { toCustomer, toUserProfile } from './user-views';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';

const errors = errorResponses(400, 401, 403, 404);
/** The apps send `?isActive=true` (spec 7.2); it filters nothing: an unverified customer still needs their profile. */
const ProfileQuerySchema = Type.Object({ isActive: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const security = BEARER_SECURITY;

/** The signed-in user's own profile: read it, and (customers, once verified) change it. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const readProfile = (kind: 'customer' | 'provider') => async (caller: AuthUser, userId: string) => {
    // A caller who may not see this profile learns nothing, not even whether it exists.
    if (!isSelfOrAdmin(caller, userId)) throw forbidden(ACCOUNT_MESSAGES.profileNotYours);
    const user = await findUserById(fastify.db, userId);
    const fits = kind === 'customer' ? user?.role === 'customer' : user?.role !== 'customer';
    if (!user || !fits) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return toUserProfile(user, kind === 'provider' ? await providerOfUser(fastify.db, user.id) : undefined);
  };
  const readRoutes = [
    ['/api/Customer/user/:userId', 'customer', 'Customers', "A customer's profile (the customer or an admin)"],
    ['/api/Provider/user/:userId', 'provider', 'Providers', 'A provider or admin user with the business block'],
  ] as const;
  for (const [url, kind, tag, summary] of readRoutes) {
    const read = readProfile(kind);
    fastify.get(
      url,
      {
        preHandler: fastify.authenticate,
        schema: {
          tags: [tag],
          summary,
          security,
          params: UserIdParamsSchema,
          querystring: ProfileQuerySchema,
          response: { 200: UserProfileSchema, ...errors },
        },
      },
      async (request) => read(request.user!, request.params.userId),
    );
  }

  fastify.patch(
    '/api/Customer/updateUser',
    {
      preHandler: fastify.requireRoles('customer'),
      schema: {
        tags: ['Customers'],
        summary: 'Update the signed-in customer’s own profile (never the e-mail)',
        security,
        body: UpdateUserRequestSchema,
        response: { 200: CustomerSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.UserId !== request.user!.id) throw forbidden(ACCOUNT_MESSAGES.profileNotYours);
      const current = await findUserById(fastify.db, body.UserId);
      if (!current || current.isDeleted) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
      // Read from the database, not the token: a customer who just verified may hold an older token.
      if (!current.isActive) throw forbidden(SESSION_MESSAGES.accountNotVerified.description);
      // IsActive and IsDeleted in the body are ignored: nobody verifies or undeletes themselves.
      const updated = await updateProfile(fastify.db, body.UserId, {
        firstName: body.FirstName.trim(),
        lastName: body.LastName.trim(),
        phoneNumber: body.PhoneNumber.trim() || null,
        address: body.Address.trim(),
        imageUrl: body.ImageUrl.trim() || null,
      });
      return toCustomer(updated);
    },
  );
};
