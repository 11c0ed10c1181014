import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminUserRoutes } from './admins.routes';
import { AdminUserService } from './admins.service';

/** What the admins module hangs on the instance: its services, built once. */
export interface AdminsModule {
  service: AdminUserService;
}

declare module 'fastify' {
  interface FastifyInstance {
    admins: AdminsModule;
  }
}

/** The admins module: admin accounts, invited, disabled and enabled by a super admin. */
export const adminsModule = fp(
  async (fastify: FastifyInstance) => {
    const service = new AdminUserService(fastify.db, fastify.mail, fastify.config.publicUrl);
    fastify.decorate('admins', { service } satisfies AdminsModule);
    await fastify.register(adminUserRoutes);
  },
  { name: 'admins', dependencies: ['mail'] },
);
