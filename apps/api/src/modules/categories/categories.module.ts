import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { categoryRoutes } from './categories.routes';
import { CategoryService } from './categories.service';

/** What the categories module hangs on the instance: its services, built once. */
export interface CategoriesModule {
  service: CategoryService;
}

declare module 'fastify' {
  interface FastifyInstance {
    categories: CategoriesModule;
  }
}

/** The categories module: the public list and its administration (spec 7.7). */
export const categoriesModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('categories', { service: new CategoryService(fastify.db) } satisfies CategoriesModule);
    await fastify.register(categoryRoutes);
  },
  { name: 'categories' },
);
