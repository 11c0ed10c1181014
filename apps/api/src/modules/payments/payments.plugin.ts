import fp from 'fastify-plugin';

export interface PaymentsFacade {
  /** Sends the order's pending refunds to the gateway and books the outcome; safe to call twice. */
  processPendingRefunds(orderId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsFacade;
  }
}

/** Chooses the configured gateway and exposes what other modules need of payments. */
export const paymentsPlugin = fp(async (fastify) => {
  fastify.decorate('payments', {
    async processPendingRefunds() {
      throw new Error('processPendingRefunds: not implemented yet');
    },
  } satisfies PaymentsFacade);
});
