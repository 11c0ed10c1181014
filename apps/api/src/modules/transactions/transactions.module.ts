import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProviderStatementService } from './statements/statement.service';
import { statementRoutes } from './statements/statement.routes';
import { transactionRoutes } from './transactions.routes';
import { TransactionService } from './transactions.service';

/** What the transactions module hangs on the instance: its services, built once. */
export interface TransactionsModule {
  service: TransactionService;
  statements: ProviderStatementService;
}

declare module 'fastify' {
  interface FastifyInstance {
    transactions: TransactionsModule;
  }
}

/** The transactions module: customers' payments and refunds, providers' earnings and payouts. */
export const transactionsModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('transactions', {
      service: new TransactionService(fastify.db),
      statements: new ProviderStatementService(fastify.db),
    } satisfies TransactionsModule);
    await fastify.register(transactionRoutes);
    await fastify.register(statementRoutes);
  },
  { name: 'transactions' },
);
