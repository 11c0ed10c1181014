import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reviewRoutes } from './reviews.routes';
import { ReviewService } from './reviews.service';

/** What the reviews module hangs on the instance: its services, built once. */
export interface ReviewsModule {
  service: ReviewService;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsModule;
  }
}

/** The reviews module: customers review completed order items; everyone reads an item's reviews. */
export const reviewsModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('reviews', { service: new ReviewService(fastify.db) } satisfies ReviewsModule);
    await fastify.register(reviewRoutes);
  },
  { name: 'reviews' },
);
