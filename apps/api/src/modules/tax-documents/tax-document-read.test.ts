import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { requestRefund } from '../payments';
import { checkout, paymentParties, placeOrder, type Headers, type PaymentParties } from '../payments/testing';
import { providerWithToken } from '../service-items/testing';

// GET /api/Order/{id}/tax-documents (issue 36): the customer and admins read the whole documents,
// a provider the lines of its own items, anyone else the 404 of an unknown order.

describe('reading an order’s tax documents', () => {
  let t: TestApp;
  let p: PaymentParties;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    p = await paymentParties(t.app);
    const order = await placeOrder(t.app, p);
    orderId = order.id;
    const { ChargeId } = (await checkout(t.app, p.customer.headers, order.id)).json();
    const approved = await call(t.app, {
      method: 'POST',
      url: `/payment-sandbox/${ChargeId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });
    expect(approved.statusCode).toBe(303);
    const [first] = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.providerId, p.providers[0]!.provider.id))
      .orderBy(asc(orderItems.createdAt));
    await t.app.db.transaction((tx) =>
      requestRefund(tx, {
        orderId,
        orderItemId: first!.id,
        creditedItemIds: [first!.id],
        amountFils: 990,
        description: 'Item cancelled',
      }),
    );
  });
  afterAll(() => t.close());

  const read = (headers: Headers | undefined) =>
    call(t.app, { method: 'GET', url: `/api/Order/${orderId}/tax-documents`, ...(headers ? { headers } : {}) });

  it('gives the customer and admins the invoice and its credit note, whole', async () => {
    for (const headers of [p.customer.headers, p.admin.headers]) {
      const answer = await read(headers);
      expect(answer.statusCode).toBe(200);
      const [invoice, note] = answer.json();
      expect(invoice).toMatchObject({
        Kind: 'tax-invoice',
        Taxable: 1.8,
        Vat: 0.18,
        Total: 1.98,
        Partial: false,
        OriginalNumber: null,
      });
      expect(invoice.Lines).toHaveLength(2);
      expect(note).toMatchObject({
        Kind: 'credit-note',
        OriginalNumber: invoice.Number,
        Reason: 'Item cancelled',
        Total: 0.99,
        Vat: 0.09,
      });
      expect(invoice.Buyer).toMatchObject({ Email: p.customer.user.email });
    }
  });

  it('gives each provider the lines of its own items only, with their amounts', async () => {
    const [first, second] = p.providers;
    const mine = (await read(first!.headers)).json();
    expect(mine.map((document: { Kind: string }) => document.Kind)).toEqual(['tax-invoice', 'credit-note']);
    expect(mine[0]).toMatchObject({ Partial: true, Total: 0.99, Vat: 0.09, Taxable: 0.9 });
    expect(mine[0].Lines.map((line: { Description: string }) => line.Description)).toEqual([
      'Information request: Deep clean',
    ]);
    // The other business's line was not refunded: its credit note is none of its business.
    const theirs = (await read(second!.headers)).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0].Lines.map((line: { Description: string }) => line.Description)).toEqual([
      'Information request: AC service',
    ]);
  });

  it('answers 404 to another customer and to a provider without lines in the order, 401 to a visitor', async () => {
    expect((await read(p.stranger.headers)).statusCode).toBe(404);
    const outsider = await providerWithToken(t.app, 'active', 'Muharraq Movers');
    expect((await read(outsider.headers)).statusCode).toBe(404);
    expect((await read(undefined)).statusCode).toBe(401);
  });
});
