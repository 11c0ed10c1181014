import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeferredWork } from '../lib/deferred-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after the answer is sent (see lib/deferred-work); tests await `idle()`. */
    deferredWork: DeferredWork;
  }
}

export const deferredWorkPlugin = fp(async (fastify: FastifyInstance) => {
  const work = new DeferredWork(fastify.log.child({ module: 'deferred-work' }));
  fastify.decorate('deferredWork', work);
  // onClose hooks run last-registered first: registered after the database and mail plugins,
  // this lets started tasks finish (and queue their mail) before those close.
  fastify.addHook('onClose', () => work.idle());
});
