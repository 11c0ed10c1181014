import { TAX_DOCUMENT_SERIES, type TaxDocumentKind } from '@marketplace/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { orderItems, orders, sellerDetails, taxDocuments, taxDocumentSeries, users } from '../../db/schema';

// The tables of tax documents (db/schema/tax-documents.ts): numbers, documents and the seller's
// details. Documents are only ever inserted; the database refuses any change to one.

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = Omit<typeof taxDocuments.$inferInsert, 'id' | 'series' | 'sequenceNumber' | 'number'>;

/** Digits of a printed number: INV-000123 (six, more once a series passes 999,999). */
const NUMBER_DIGITS = 6;

export const printedNumber = (kind: TaxDocumentKind, sequence: number) =>
  `${TAX_DOCUMENT_SERIES[kind]}-${String(sequence).padStart(NUMBER_DIGITS, '0')}`;

/**
 * The next number of a series, taken in the caller's transaction. The upsert locks the series'
 * row until that transaction ends, so issuers in any process take numbers one after another; a
 * transaction that rolls back gives its number back with everything else it did: no gaps.
 */
async function nextSequence(db: DbExecutor, series: string): Promise<number> {
  const [row] = await db
    .insert(taxDocumentSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: taxDocumentSeries.series,
      set: { lastNumber: sql`${taxDocumentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentSeries.lastNumber });
  return row!.lastNumber;
}

/** Numbers the document in its kind's series and stores it, in the caller's transaction. */
export async function insertTaxDocument(db: DbExecutor, document: NewTaxDocument): Promise<TaxDocumentRow> {
  const series = TAX_DOCUMENT_SERIES[document.kind];
  const sequenceNumber = await nextSequence(db, series);
  const [row] = await db
    .insert(taxDocuments)
    .values({ ...document, series, sequenceNumber, number: printedNumber(document.kind, sequenceNumber) })
    .returning();
  return row!;
}

export async function findOrderInvoice(db: DbExecutor, orderId: string): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'tax-invoice')));
  return row;
}

/** The credit note issued for a refund, if it needed one (a duplicate payment's refund has none). */
export async function findRefundCreditNote(
  db: DbExecutor,
  refundTransactionId: string,
): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.refundTransactionId, refundTransactionId));
  return row;
}

/** What the order's credit notes have given back so far. */
export async function creditedFils(
  db: DbExecutor,
  invoiceId: string,
): Promise<{ taxableFils: number; vatFils: number }> {
  const [row] = await db
    .select({
      taxableFils: sql<number>`coalesce(sum(${taxDocuments.taxableFils}), 0)::int`,
      vatFils: sql<number>`coalesce(sum(${taxDocuments.vatFils}), 0)::int`,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.originalId, invoiceId));
  return row ?? { taxableFils: 0, vatFils: 0 };
}

export type SellerDetailsRow = typeof sellerDetails.$inferSelect;

export async function readSellerDetails(db: DbExecutor): Promise<SellerDetailsRow | undefined> {
  const [row] = await db.select().from(sellerDetails).where(eq(sellerDetails.id, 1));
  return row;
}

export async function writeSellerDetails(
  db: DbExecutor,
  details: Omit<typeof sellerDetails.$inferInsert, 'id' | 'modifiedAt'>,
): Promise<SellerDetailsRow> {
  const values = { ...details, id: 1, modifiedAt: new Date() };
  const [row] = await db
    .insert(sellerDetails)
    .values(values)
    .onConflictDoUpdate({ target: sellerDetails.id, set: values })
    .returning();
  return row!;
}

/** The order, its customer and its lines, as a document about it needs them. */
export async function orderForDocument(db: DbExecutor, orderId: string, itemIds?: readonly string[]) {
  const [order] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      subtotalFils: orders.subtotalFils,
      vatFils: orders.vatFils,
      totalFils: orders.totalPriceFils,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      address: users.address,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      nameAr: orderItems.nameAr,
      unitPriceFils: orderItems.unitPriceFils,
    })
    .from(orderItems)
    .where(
      itemIds
        ? and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...itemIds]))
        : eq(orderItems.orderId, orderId),
    )
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  return { order, items };
}
