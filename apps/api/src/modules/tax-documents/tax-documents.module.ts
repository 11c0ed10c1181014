import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sellerDetailsRoutes } from './seller-details.routes';
import { SellerDetailsService } from './seller-details.service';

/** What the tax-documents module hangs on the instance: its services, built once. */
export interface TaxDocumentsModule {
  sellerDetails: SellerDetailsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    taxDocuments: TaxDocumentsModule;
  }
}

/** The tax-documents module (issue 36): the seller's details; documents are issued by payments. */
export const taxDocumentsModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('taxDocuments', {
      sellerDetails: new SellerDetailsService(fastify.db),
    } satisfies TaxDocumentsModule);
    await fastify.register(sellerDetailsRoutes);
  },
  { name: 'tax-documents' },
);
