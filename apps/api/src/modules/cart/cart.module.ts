import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cartRoutes } from './cart.routes';
import { CartService } from './cart.service';

/** What the cart module hangs on the instance: its services, built once. */
export interface CartModule {
  service: CartService;
}

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartModule;
  }
}

/** The cart module: the customer's cart of information requests. */
export const cartModule = fp(
  async (fastify: FastifyInstance) => {
    // The media store is read when a cart is answered, as the routes did.
    const service = new CartService(fastify.db, (key) => fastify.mediaStore.urlFor(key));
    fastify.decorate('cart', { service } satisfies CartModule);
    await fastify.register(cartRoutes);
  },
  { name: 'cart', dependencies: ['media'] },
);
