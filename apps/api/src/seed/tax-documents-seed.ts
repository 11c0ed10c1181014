import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { orders, transactions } from '../db/schema/index';
import { issueCreditNote, issueInvoice, writeSellerDetails } from '../modules/tax-documents';

// The demo's tax documents (issue 36): the marketplace's own details as the seller, then the
// documents the seeded history would have produced, in the order it happened: an invoice for
// every paid order (by payment time), a credit note for every refund of one (by booking time).

/** Demo values only: a real marketplace enters its own in the back office. */
export const DEMO_SELLER = {
  legalName: 'Services Marketplace Bahrain W.L.L.',
  legalNameAr: 'سوق الخدمات البحرين ذ.م.م.',
  address: 'Building 100, Road 1701, Block 317, Manama, Kingdom of Bahrain',
  addressAr: 'مبنى 100، طريق 1701، مجمع 317، المنامة، مملكة البحرين',
  vatNumber: '220012345600003',
  crNumber: '123456-1',
} as const;

export async function seedTaxDocuments(db: DbExecutor): Promise<{ invoices: number; creditNotes: number }> {
  await writeSellerDetails(db, { ...DEMO_SELLER, modifiedBy: null });
  const paid = await db
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.isPaymentSuccess, true), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  for (const order of paid) await issueInvoice(db, order.id, order.paidAt!);
  const refunds = await db
    .select()
    .from(transactions)
    .where(eq(transactions.type, 'refund'))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  let creditNotes = 0;
  for (const refund of refunds) {
    const note = await issueCreditNote(db, {
      orderId: refund.orderId!,
      refundTransactionId: refund.id,
      amountFils: refund.amountFils,
      ...(refund.orderItemId ? { orderItemIds: [refund.orderItemId] } : {}),
      reason: refund.description,
      issuedAt: refund.createdAt,
    });
    if (note) creditNotes += 1;
  }
  return { invoices: paid.length, creditNotes };
}
