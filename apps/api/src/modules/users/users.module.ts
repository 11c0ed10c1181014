import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';

/** What the users module hangs on the instance: its services, built once. */
export interface UsersModule {
  profiles: ProfileService;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersModule;
  }
}

/** The users module: the signed-in user's own profile (the other modules use its repository). */
export const usersModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('users', { profiles: new ProfileService(fastify.db) } satisfies UsersModule);
    await fastify.register(profileRoutes);
  },
  { name: 'users' },
);
