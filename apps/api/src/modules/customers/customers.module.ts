import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { customerAdminRoutes } from './customers.routes';
import { CustomerAdminService } from './customers.service';

/** What the customers module hangs on the instance: its services, built once. */
export interface CustomersModule {
  service: CustomerAdminService;
}

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomersModule;
  }
}

/** The customers module: the admins' customer list, details, active status and soft delete (spec 7.2). */
export const customersModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('customers', { service: new CustomerAdminService(fastify.db) } satisfies CustomersModule);
    await fastify.register(customerAdminRoutes);
  },
  { name: 'customers' },
);
