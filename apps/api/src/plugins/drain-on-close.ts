import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once shutdown begins, in-flight requests still finish, but their keep-alive connections would
 * then sit idle and hold the server open until the keep-alive timeout. Answering them with
 * `Connection: close` lets the server close as soon as the last response is out.
 */
export const drainOnClosePlugin = fp(async (fastify: FastifyInstance) => {
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every response and needs no promise.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
