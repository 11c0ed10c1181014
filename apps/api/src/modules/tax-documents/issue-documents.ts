import type { DbExecutor } from '../../db/database';
import type { TaxDocumentParty } from '../../db/schema';
import { documentLines } from './document-lines';
import {
  creditedFils,
  findOrderInvoice,
  insertTaxDocument,
  orderForDocument,
  readSellerDetails,
  type TaxDocumentRow,
} from './tax-documents.repository';

// Issuing the documents, always inside the transaction that makes them due: the payment's
// confirmation issues the invoice, the booking of a refund its credit note. Either both are
// stored or neither (a crash between them leaves no paid order without its invoice, and no
// number taken without a document), and the series stay gap-free (tax-documents.repository.ts).

/** The seller as configured now, copied onto the document (empty fields until an admin sets them). */
async function sellerParty(db: DbExecutor): Promise<TaxDocumentParty> {
  const seller = await readSellerDetails(db);
  return {
    name: seller?.legalName ?? '',
    nameAr: seller?.legalNameAr ?? '',
    address: seller?.address ?? '',
    addressAr: seller?.addressAr ?? '',
    vatNumber: seller?.vatNumber ?? '',
    crNumber: seller?.crNumber ?? '',
  };
}

type OrderForDocument = NonNullable<Awaited<ReturnType<typeof orderForDocument>>>['order'];

function buyerParty(order: OrderForDocument): TaxDocumentParty {
  return {
    name: `${order.firstName} ${order.lastName}`.trim() || order.email,
    address: order.address ?? '',
    email: order.email,
    vatNumber: null,
  };
}

/**
 * The order's tax invoice: its lines and totals are what the order charged. Issued once: a
 * second confirmation of the same payment gets the invoice already there.
 */
export async function issueInvoice(db: DbExecutor, orderId: string, issuedAt: Date): Promise<TaxDocumentRow> {
  const existing = await findOrderInvoice(db, orderId);
  if (existing) return existing;
  const found = await orderForDocument(db, orderId);
  if (!found) throw new Error(`issueInvoice: no order ${orderId}`);
  const { order, items } = found;
  return insertTaxDocument(db, {
    kind: 'tax-invoice',
    issuedAt,
    orderId,
    customerId: order.customerId,
    seller: await sellerParty(db),
    buyer: buyerParty(order),
    lines: documentLines(items, order.subtotalFils, order.vatFils),
    taxableFils: order.subtotalFils,
    vatFils: order.vatFils,
    totalFils: order.totalFils,
  });
}

export interface CreditNoteRequest {
  readonly orderId: string;
  /** The refund transaction the note documents (one note per refund). */
  readonly refundTransactionId: string;
  readonly amountFils: number;
  /** The order lines given back; all of them when absent (the whole order). */
  readonly orderItemIds?: readonly string[];
  readonly reason: string;
  readonly issuedAt: Date;
}

/**
 * The credit note of a refund of an invoiced order: the amount given back, its VAT the invoice's
 * share of it (the rest of the invoice's VAT on the note that gives back the rest), never more
 * than the invoice still holds. Null for an order without an invoice (one paid before invoices
 * existed): there is nothing to correct.
 */
export async function issueCreditNote(db: DbExecutor, request: CreditNoteRequest): Promise<TaxDocumentRow | null> {
  const invoice = await findOrderInvoice(db, request.orderId);
  if (!invoice) return null;
  const credited = await creditedFils(db, invoice.id);
  const leftTaxable = invoice.taxableFils - credited.taxableFils;
  const leftVat = invoice.vatFils - credited.vatFils;
  const totalFils = Math.min(request.amountFils, leftTaxable + leftVat);
  if (totalFils <= 0) return null;
  const vatFils =
    totalFils === leftTaxable + leftVat
      ? leftVat
      : Math.min(leftVat, Math.round((totalFils * invoice.vatFils) / invoice.totalFils));
  const found = await orderForDocument(db, request.orderId, request.orderItemIds);
  if (!found) throw new Error(`issueCreditNote: no order ${request.orderId}`);
  return insertTaxDocument(db, {
    kind: 'credit-note',
    issuedAt: request.issuedAt,
    orderId: request.orderId,
    customerId: invoice.customerId,
    originalId: invoice.id,
    refundTransactionId: request.refundTransactionId,
    seller: await sellerParty(db),
    buyer: invoice.buyer,
    lines: documentLines(found.items, totalFils - vatFils, vatFils),
    reason: request.reason,
    taxableFils: totalFils - vatFils,
    vatFils,
    totalFils,
  });
}
