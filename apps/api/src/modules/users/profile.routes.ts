import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerSchema,
  LanguagePreferenceSchema,
  UpdateUserRequestSchema,
  UserIdParamsSchema,
  UserProfileSchema,
} from '@marketplace/contract';
import { Type } from 'typebox';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';

const errors = errorResponses(400, 401, 403, 404);
/** The apps send `?isActive=true` (spec 7.2); it filters nothing: an unverified customer still needs their profile. */
const ProfileQuerySchema = Type.Object({ isActive: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const security = BEARER_SECURITY;

/** The signed-in user's own profile: read it, and (customers, once verified) change it. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { profiles } = fastify.users;
  const readRoutes = [
    ['/api/Customer/user/:userId', 'customer', 'Customers', "A customer's profile (the customer or an admin)"],
    ['/api/Provider/user/:userId', 'provider', 'Providers', 'A provider or admin user with the business block'],
  ] as const;
  for (const [url, kind, tag, summary] of readRoutes) {
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
      async (request) => profiles.read(request.user!, request.params.userId, kind),
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
    async (request) => profiles.updateOwn(request.user!, request.body),
  );

  fastify.put(
    '/api/Users/me/language',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['Customers'],
        summary: 'Choose the signed-in user’s language (en or ar) for the pages and e-mails (ours)',
        security,
        body: LanguagePreferenceSchema,
        response: { 200: LanguagePreferenceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => profiles.setLanguage(request.user!, request.body.Language),
  );
};
