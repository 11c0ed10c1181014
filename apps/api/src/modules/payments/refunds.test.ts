import { PAYMENT_ERRORS, PAYMENT_RESULT_MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxCharges } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  checkout,
  notificationTypes,
  orderRow,
  orderTransactions,
  paymentParties,
  placeOrder,
  verify,
  type PaymentParties,
} from './testing';
import { requestRefund } from './refunds';

describe('refunds through the sandbox gateway', () => {
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    t = await createTestApp();
    p = await paymentParties(t.app);
  });
  afterAll(() => t.close());

  const approve = (chargeId: string) =>
    call(t.app, {
      method: 'POST',
      url: `/payment-sandbox/${chargeId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });

  async function paidOrder() {
    const order = await placeOrder(t.app, p);
    const { ChargeId } = (await checkout(t.app, p.customer.headers, order.id)).json();
    expect((await approve(ChargeId)).statusCode).toBe(303);
    return { order, chargeId: ChargeId as string };
  }

  const sandboxRefunded = async (chargeId: string) =>
    (await t.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)))[0]!.refundedFils;

  it('books a pending refund in the caller’s transaction and sends it after the commit', async () => {
    const { order, chargeId } = await paidOrder();
    const [item] = await t.app.db.query.orderItems.findMany({ where: (row, { eq: is }) => is(row.orderId, order.id) });
    await t.app.db.transaction((tx) =>
      requestRefund(tx, { orderId: order.id, orderItemId: item!.id, amountFils: 990, description: 'Cancelled item' }),
    );
    const pending = (await orderTransactions(t.app, order.id)).find((row) => row.type === 'refund')!;
    expect(pending).toMatchObject({
      status: 'pending',
      amountFils: 990,
      netFils: 990,
      customerId: p.customer.user.id,
      orderItemId: item!.id,
      gateway: 'sandbox',
      gatewayChargeId: chargeId,
      description: 'Cancelled item',
      paymentMethod: 'card',
    });
    expect(pending.referenceNumber).toMatch(/^REF-\d{4}-/);
    expect(await sandboxRefunded(chargeId)).toBe(0);

    await t.app.payments.processPendingRefunds(order.id);
    await t.app.payments.processPendingRefunds(order.id);
    const done = (await orderTransactions(t.app, order.id)).find((row) => row.type === 'refund')!;
    expect(done.status).toBe('completed');
    expect(done.gatewayRefundId).toMatch(/^re_sbx_/);
    expect(await sandboxRefunded(chargeId)).toBe(990);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toEqual(['order.paid', 'refund.issued']);
  });

  it('never books more than was captured minus what was already refunded', async () => {
    const { order } = await paidOrder();
    await t.app.db.transaction((tx) => requestRefund(tx, { orderId: order.id, amountFils: 1000, description: 'a' }));
    await expect(
      t.app.db.transaction((tx) => requestRefund(tx, { orderId: order.id, amountFils: 981, description: 'b' })),
    ).rejects.toThrow(PAYMENT_ERRORS.refundExceedsPayment);
    await t.app.db.transaction((tx) => requestRefund(tx, { orderId: order.id, amountFils: 980, description: 'c' }));
    expect(await t.app.payments.runRefunds()).toMatchObject({ completed: 2, failed: 0 });
    const unpaid = await placeOrder(t.app, p);
    await expect(
      t.app.db.transaction((tx) => requestRefund(tx, { orderId: unpaid.id, amountFils: 10, description: 'd' })),
    ).rejects.toThrow(PAYMENT_ERRORS.noCapturedPayment);
  });

  it('a rolled-back cancellation leaves no refund behind', async () => {
    const { order } = await paidOrder();
    await expect(
      t.app.db.transaction(async (tx) => {
        await requestRefund(tx, { orderId: order.id, amountFils: 1980, description: 'Cancelled' });
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect((await orderTransactions(t.app, order.id)).map((row) => row.type)).toEqual(['payment']);
  });

  it('books and refunds at once a payment captured after the order was cancelled', async () => {
    const order = await placeOrder(t.app, p);
    const { ChargeId } = (await checkout(t.app, p.customer.headers, order.id)).json();
    // The reservation ran out while the payer was on the gateway's page.
    await t.app.db.update(orders).set({ cancelledAt: new Date(), status: 'Cancelled' }).where(eq(orders.id, order.id));
    await approve(ChargeId);
    const result = await verify(t.app, p.customer.headers, order.id, ChargeId);
    expect(result.json()).toMatchObject({
      Status: 'paid',
      IsPaymentSuccess: true,
      Message: PAYMENT_RESULT_MESSAGES.paidAfterCancellation,
    });
    const rows = await orderTransactions(t.app, order.id);
    expect(rows.map((row) => [row.type, row.status, row.amountFils])).toEqual([
      ['payment', 'completed', 1980],
      ['refund', 'completed', 1980],
    ]);
    expect(await sandboxRefunded(ChargeId)).toBe(1980);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toEqual(['refund.issued']);
    expect((await orderRow(t.app, order.id)).cancelledAt).not.toBeNull();
  });

  it('refunds a second payment of an order already paid', async () => {
    const order = await placeOrder(t.app, p);
    const first = (await checkout(t.app, p.customer.headers, order.id)).json().ChargeId;
    const second = (await checkout(t.app, p.customer.headers, order.id)).json().ChargeId;
    await approve(first);
    await approve(second);
    const result = await verify(t.app, p.customer.headers, order.id, second);
    expect(result.json()).toMatchObject({ Status: 'paid', Message: PAYMENT_RESULT_MESSAGES.duplicatePayment });
    expect((await verify(t.app, p.customer.headers, order.id, first)).json().Message).toBe(
      PAYMENT_RESULT_MESSAGES.paid,
    );
    expect(await sandboxRefunded(second)).toBe(1980);
    expect(await sandboxRefunded(first)).toBe(0);
  });
});
