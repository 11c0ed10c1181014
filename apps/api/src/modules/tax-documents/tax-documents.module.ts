import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { TaxDocumentLinks } from './document-links';
import { SellerDetailsService } from './seller-details.service';
import { taxAdminRoutes } from './tax-admin.routes';
import { TaxDocumentPdfService } from './tax-document-pdf.service';
import { TaxDocumentReadService } from './tax-document-read.service';
import { taxDocumentRoutes } from './tax-document.routes';
import { VatReportService } from './vat-report.service';

/** What the tax-documents module hangs on the instance: its services, built once. */
export interface TaxDocumentsModule {
  sellerDetails: SellerDetailsService;
  vatReport: VatReportService;
  documents: TaxDocumentReadService;
  pdfs: TaxDocumentPdfService;
  links: TaxDocumentLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    taxDocuments: TaxDocumentsModule;
  }
}

/** The tax-documents module (issue 36): the seller's details and the VAT report; payments issues the documents. */
export const taxDocumentsModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('taxDocuments', {
      sellerDetails: new SellerDetailsService(fastify.db),
      vatReport: new VatReportService(fastify.db),
      documents: new TaxDocumentReadService(fastify.db),
      pdfs: new TaxDocumentPdfService(fastify.db),
      links: new TaxDocumentLinks(resolveJwtSecret(fastify.config)),
    } satisfies TaxDocumentsModule);
    await fastify.register(taxAdminRoutes);
    await fastify.register(taxDocumentRoutes);
  },
  { name: 'tax-documents' },
);
