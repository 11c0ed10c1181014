import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bankDetailsRoutes } from './bank-details.routes';
import { BankDetailsService } from './bank-details.service';
import { payoutRoutes } from './payouts.routes';
import { PayoutService } from './payouts.service';

/** What the payouts module hangs on the instance: its services, built once. */
export interface PayoutsModule {
  service: PayoutService;
  bankDetails: BankDetailsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutsModule;
  }
}

/** The payouts module: provider balances, payout requests and their settlement, and the bank details they go to. */
export const payoutsModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('payouts', {
      service: new PayoutService(fastify.db),
      bankDetails: new BankDetailsService(fastify.db),
    } satisfies PayoutsModule);
    await fastify.register(payoutRoutes);
    await fastify.register(bankDetailsRoutes);
  },
  { name: 'payouts' },
);
