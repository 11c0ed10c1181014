import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminDashboardRoutes } from './admin-dashboard.routes';
import { AdminDashboardService } from './admin-dashboard.service';

/** What the admin-dashboard module hangs on the instance: its services, built once. */
export interface AdminDashboardModule {
  service: AdminDashboardService;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminDashboard: AdminDashboardModule;
  }
}

/** The admin dashboard: stats, most-sold items, top providers, yearly revenue and the inbox counts. */
export const adminDashboardModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('adminDashboard', {
      service: new AdminDashboardService(fastify.db),
    } satisfies AdminDashboardModule);
    await fastify.register(adminDashboardRoutes);
  },
  { name: 'admin-dashboard' },
);
