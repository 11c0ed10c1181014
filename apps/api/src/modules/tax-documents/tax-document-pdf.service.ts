import { orderNumberForList, TAX_DOCUMENT_MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, taxDocuments } from '../../db/schema';
import type { AuthUser } from '../../identity/access-token';
import { isSelfOrAdmin } from '../../identity/access-rules';
import { notFound } from '../../lib/http-error';
import { renderTaxDocumentPdf, type TaxDocumentView } from './pdf';
import { reasonInArabic } from './document-reasons';
import type { TaxDocumentRow } from './tax-documents.repository';

// A tax document as the PDF people keep (issue 36): for the order's customer and admins only (a
// provider reads the lines of its own items through the API, never the whole invoice). The PDF is
// made from the stored document, which never changes, so each one is made once and kept: the same
// bytes every time (the renderer dates it by the issue date), kept in this process for the
// documents most recently asked for and named by an ETag browsers revalidate against.

/** About 25 KB each: a few MB for the documents people are downloading now. */
const KEPT_PDFS = 200;
/** Bumped when the renderer's output changes, so browsers do not keep an older drawing. */
const RENDERING = 'pdf-2';

export interface TaxDocumentPdf {
  readonly number: string;
  readonly etag: string;
  readonly body: Buffer;
}

function viewOf(row: TaxDocumentRow, original: TaxDocumentRow | undefined): TaxDocumentView {
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    seller: {
      legalName: row.seller.name,
      legalNameAr: row.seller.nameAr ?? '',
      address: row.seller.address,
      addressAr: row.seller.addressAr ?? '',
      vatNumber: row.seller.vatNumber ?? '',
      crNumber: row.seller.crNumber ?? '',
    },
    buyer: {
      name: row.buyer.name,
      address: row.buyer.address,
      email: row.buyer.email ?? '',
      vatNumber: row.buyer.vatNumber,
    },
    original: original ? { number: original.number, issuedAt: original.issuedAt.toISOString() } : null,
    reason: row.reason,
    reasonAr: reasonInArabic(row.reason, row.lines),
    orderNumber: orderNumberForList(row.orderId),
    lines: row.lines,
    totals: { taxableFils: row.taxableFils, vatFils: row.vatFils, totalFils: row.totalFils },
  };
}

export class TaxDocumentPdfService {
  private readonly kept = new Map<string, TaxDocumentPdf>();

  constructor(private readonly db: Database) {}

  /** For the order's customer and admins; anyone else is told it does not exist. */
  async pdf(caller: AuthUser, documentId: string): Promise<TaxDocumentPdf> {
    return this.made(documentId, (customerId) => isSelfOrAdmin(caller, customerId));
  }

  /** For whoever holds a link the document's e-mail gave (checked by the route). */
  async linkedPdf(documentId: string): Promise<TaxDocumentPdf> {
    return this.made(documentId, () => true);
  }

  private async made(documentId: string, mayRead: (customerId: string) => boolean): Promise<TaxDocumentPdf> {
    const [found] = await this.db
      .select({ document: taxDocuments, customerId: orders.customerId })
      .from(taxDocuments)
      .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
      .where(eq(taxDocuments.id, documentId));
    // Someone else's document is as unknown as a missing one.
    if (!found || !mayRead(found.customerId)) throw notFound(TAX_DOCUMENT_MESSAGES.documentNotFound);
    const cached = this.kept.get(documentId);
    if (cached) return this.touch(documentId, cached);
    const { document } = found;
    const [original] = document.originalId
      ? await this.db.select().from(taxDocuments).where(eq(taxDocuments.id, document.originalId))
      : [];
    const pdf = {
      number: document.number,
      etag: `"${RENDERING}-${document.id}"`,
      body: await renderTaxDocumentPdf(viewOf(document, original)),
    };
    return this.touch(documentId, pdf);
  }

  /** Keeps the most recently used documents, the oldest out first (a Map iterates in insertion order). */
  private touch(documentId: string, pdf: TaxDocumentPdf): TaxDocumentPdf {
    this.kept.delete(documentId);
    this.kept.set(documentId, pdf);
    if (this.kept.size > KEPT_PDFS) this.kept.delete(this.kept.keys().next().value!);
    return pdf;
  }
}
