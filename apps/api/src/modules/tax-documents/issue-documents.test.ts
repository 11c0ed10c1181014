import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderItems, orders, taxDocuments, taxDocumentSeries } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { markOrderPaid } from '../orders/table-writes';
import { requestRefund } from '../payments';
import { paidOrder as payThroughSandbox, paymentParties, placeOrder, type PaymentParties } from '../payments/testing';
import { issueInvoice } from './issue-documents';

// Tax invoices and credit notes (issue 36): issued in the transaction that makes them due, numbered
// without gaps in their own series, never changed once issued. Runs on PGlite and, in the
// PostgreSQL pass, on PostgreSQL, where the thousand payments below really run at once.

describe('tax documents', { timeout: 120_000 }, () => {
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    t = await createTestApp();
    p = await paymentParties(t.app);
  });
  afterAll(() => t.close());

  const documentsOf = (orderId: string) =>
    t.app.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.number));

  const paidOrder = () => payThroughSandbox(t.app, p);

  it('issues the invoice of a paid order with the payment: its lines, its totals, once', async () => {
    const order = await paidOrder();
    const [invoice, ...others] = await documentsOf(order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      series: 'INV',
      taxableFils: 1800,
      vatFils: 180,
      totalFils: 1980,
      customerId: p.customer.user.id,
      buyer: { email: p.customer.user.email, vatNumber: null },
    });
    expect(invoice!.number).toMatch(/^INV-\d{6}$/);
    // One line per order line (in the order's own order of lines, which the test does not fix).
    expect(invoice!.lines).toHaveLength(2);
    expect(invoice!.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          description: 'Information request: Deep clean',
          quantity: 1,
          unitPriceFils: 900,
          vatRatePercent: 10,
          vatFils: 90,
          totalFils: 990,
        }),
        expect.objectContaining({ description: 'Information request: AC service', unitPriceFils: 900, vatFils: 90 }),
      ]),
    );
    // A second confirmation of the same payment finds the invoice there.
    const again = await t.app.db.transaction((tx) => issueInvoice(tx, order.id, new Date()));
    expect(again.id).toBe(invoice!.id);
    expect(await documentsOf(order.id)).toHaveLength(1);
  });

  it('issues a credit note for each refund, referring to the invoice, until it is all given back', async () => {
    const order = await paidOrder();
    const items = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    await t.app.db.transaction((tx) =>
      requestRefund(tx, {
        orderId: order.id,
        orderItemId: items[0]!.id,
        creditedItemIds: [items[0]!.id],
        amountFils: 990,
        description: 'Item cancelled',
      }),
    );
    await t.app.db.transaction((tx) =>
      requestRefund(tx, {
        orderId: order.id,
        creditedItemIds: [items[1]!.id],
        amountFils: 990,
        description: 'Order cancelled',
      }),
    );
    const [invoice, first, second] = await documentsOf(order.id).then((rows) =>
      [...rows].sort((a, b) =>
        a.kind === b.kind ? a.sequenceNumber - b.sequenceNumber : a.kind === 'tax-invoice' ? -1 : 1,
      ),
    );
    expect(first).toMatchObject({
      kind: 'credit-note',
      series: 'CN',
      originalId: invoice!.id,
      taxableFils: 900,
      vatFils: 90,
      totalFils: 990,
      reason: 'Item cancelled',
    });
    expect(first!.lines).toEqual([expect.objectContaining({ orderItemId: items[0]!.id, totalFils: 990 })]);
    expect(second).toMatchObject({ originalId: invoice!.id, taxableFils: 900, vatFils: 90, totalFils: 990 });
    expect(second!.sequenceNumber).toBe(first!.sequenceNumber + 1);
    expect(first!.refundTransactionId).not.toBe(second!.refundTransactionId);
    // Nothing is left to credit: the invoice's totals are given back exactly.
    expect(first!.totalFils + second!.totalFils).toBe(invoice!.totalFils);
    expect(first!.vatFils + second!.vatFils).toBe(invoice!.vatFils);
  });

  /** The messages of an error and its causes (drizzle wraps the database's own). */
  async function failureOf(work: Promise<unknown>): Promise<string> {
    try {
      await work;
      return '';
    } catch (error) {
      let messages = '';
      for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) messages += `${cause.message}\n`;
      return messages;
    }
  }

  it('keeps every document as issued: the database refuses a change or a deletion', async () => {
    const order = await paidOrder();
    const [invoice] = await documentsOf(order.id);
    const change = t.app.db.update(taxDocuments).set({ totalFils: 1 }).where(eq(taxDocuments.id, invoice!.id));
    expect(await failureOf(change)).toContain('tax_documents are immutable: UPDATE');
    const deletion = t.app.db.delete(taxDocuments).where(eq(taxDocuments.id, invoice!.id));
    expect(await failureOf(deletion)).toContain('tax_documents are immutable: DELETE');
  });

  it('gives a number back when the payment it was taken for rolls back: no gap', async () => {
    const [first, second] = [await placeOrder(t.app, p), await placeOrder(t.app, p)];
    const failed = t.app.db.transaction(async (tx) => {
      await markOrderPaid(tx, first.id, new Date());
      await issueInvoice(tx, first.id, new Date());
      throw new Error('the gateway answer was not what we expected');
    });
    await expect(failed).rejects.toThrow(/gateway/);
    const [series] = await t.app.db.select().from(taxDocumentSeries).where(eq(taxDocumentSeries.series, 'INV'));
    const invoice = await t.app.db.transaction((tx) => issueInvoice(tx, second.id, new Date()));
    expect(invoice.sequenceNumber).toBe(series!.lastNumber + 1);
    expect(await documentsOf(first.id)).toEqual([]);
  });

  it('gives a thousand payments confirmed at once a thousand consecutive numbers', async () => {
    const count = 1000;
    const placed = await t.app.db
      .insert(orders)
      .values(
        Array.from({ length: count }, () => ({
          customerId: p.customer.user.id,
          subtotalFils: 900,
          vatFils: 90,
          totalPriceFils: 990,
          paymentType: 'card' as const,
        })),
      )
      .returning({ id: orders.id });
    await t.app.db.insert(orderItems).values(
      placed.map(({ id }) => ({
        orderId: id,
        serviceItemId: p.listings[0]!.id,
        providerId: p.listings[0]!.providerId,
        type: 'service' as const,
        name: 'Deep clean',
        quantity: 1,
        unitPriceFils: 900,
        referencePriceFils: 0,
      })),
    );
    const started = performance.now();
    const invoices = await Promise.all(
      placed.map(({ id }) =>
        t.app.db.transaction(async (tx) => {
          await tx.execute(sql`select id from orders where id = ${id} for update`);
          await markOrderPaid(tx, id, new Date());
          return issueInvoice(tx, id, new Date());
        }),
      ),
    );
    const numbers = invoices.map((invoice) => invoice.sequenceNumber).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(count);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(count);
    // Every number of the series so far is used once: no gap anywhere.
    const [{ used, highest }] = (await t.app.db
      .select({ used: sql<number>`count(*)::int`, highest: sql<number>`max(${taxDocuments.sequenceNumber})` })
      .from(taxDocuments)
      .where(eq(taxDocuments.series, 'INV'))) as [{ used: number; highest: number }];
    expect(Number(used)).toBe(Number(highest));
    console.info(
      `${count} invoices at once in ${Math.round(performance.now() - started)} ms (${inject('testDatabase').kind})`,
    );
  });
});
