import { PAYMENT_ERRORS, PAYMENT_RESULT_MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentCharges } from '../../db/schema/index';
import { startTapTestServer, type TapTestServer } from '../../../test/tap-test-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  checkout,
  notificationTypes,
  orderRow,
  orderTransactions,
  paymentParties,
  placeOrder,
  post,
  verify,
  type PaymentParties,
} from './testing';
import { requestRefund } from './refunds';
import { tapHashstring } from './tap-hashstring';

const SECRET = 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ';

describe('Tap Payments adapter against a Tap-shaped server', () => {
  let tap: TapTestServer;
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    tap = await startTapTestServer(SECRET);
    t = await createTestApp({
      PUBLIC_URL: 'https://shop.example.bh',
      PAYMENT_GATEWAY: 'tap',
      TAP_SECRET_KEY: SECRET,
      TAP_API_URL: `${tap.url}/v2`,
    });
    p = await paymentParties(t.app);
  });
  afterAll(async () => {
    await t.close();
    await tap.close();
  });
  beforeEach(() => {
    tap.requests.length = 0;
    tap.unreachable = false;
    tap.refundStatus = 'REFUNDED';
  });

  async function startCharge(paymentType: 'card' | 'benefit' = 'card') {
    const order = await placeOrder(t.app, p, { paymentType });
    const res = await checkout(t.app, p.customer.headers, order.id);
    expect(res.statusCode).toBe(200);
    return { order, chargeId: res.json().ChargeId as string, paymentUrl: res.json().PaymentUrl as string };
  }

  /** What Tap posts to the post URL: the charge itself, signed with the hashstring header. */
  function webhook(chargeId: string, overrides: object = {}, signature?: string) {
    const body = { ...tap.charges.get(chargeId)!, ...overrides };
    return t.app.inject({
      method: 'POST',
      url: '/api/Payment/webhook/tap',
      headers: { hashstring: signature ?? tapHashstring(body, SECRET) },
      payload: body,
    });
  }

  it('creates the charge as Tap documents it and returns Tap’s payment page', async () => {
    const { order, chargeId, paymentUrl } = await startCharge('benefit');
    expect(paymentUrl).toBe(`${tap.url}/pay/${chargeId}`);
    const [sent] = tap.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/charges', authorization: `Bearer ${SECRET}` });
    expect(sent!.contentType).toContain('application/json');
    expect(sent!.rawBody).toContain('"amount":1.980');
    expect(sent!.json).toMatchObject({
      amount: 1.98,
      currency: 'BHD',
      source: { id: 'src_bh.benefit' },
      reference: { order: order.id },
      redirect: { url: `https://shop.example.bh/payment/result?orderId=${order.id}` },
      post: { url: 'https://shop.example.bh/api/Payment/webhook/tap' },
      customer: { first_name: 'T', last_name: 'U', email: p.customer.user.email },
      description: `Payment for order #${order.id.slice(0, 8).toUpperCase()}`,
    });
    const [charge] = await t.app.db.select().from(paymentCharges).where(eq(paymentCharges.chargeId, chargeId));
    expect(sent!.json!['reference']).toMatchObject({ transaction: charge!.id });
    const card = await startCharge('card');
    expect(tap.requests.at(-1)!.json).toMatchObject({ source: { id: 'src_card' } });
    expect(card.chargeId).not.toBe(chargeId);
  });

  it('marks the order paid only once Tap reports it CAPTURED', async () => {
    const { order, chargeId } = await startCharge();
    const early = await verify(t.app, p.customer.headers, order.id, chargeId);
    expect(early.json()).toMatchObject({ Status: 'pending', IsPaymentSuccess: false });
    expect(tap.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/charges/${chargeId}` });

    tap.charges.get(chargeId)!.status = 'CAPTURED';
    const result = await verify(t.app, p.customer.headers, order.id, chargeId);
    expect(result.json()).toEqual({
      OrderId: order.id,
      ChargeId: chargeId,
      Status: 'paid',
      IsPaymentSuccess: true,
      Amount: 1.98,
      Message: PAYMENT_RESULT_MESSAGES.paid,
    });
    const [payment] = await orderTransactions(t.app, order.id);
    expect(payment).toMatchObject({ type: 'payment', status: 'completed', gateway: 'tap', gatewayChargeId: chargeId });
    // A late webhook for the same charge is acknowledged and changes nothing.
    expect((await webhook(chargeId)).json()).toEqual({ Received: true });
    expect(await orderTransactions(t.app, order.id)).toHaveLength(1);
  });

  it('settles from the webhook once, however often Tap sends it, and never trusts its body', async () => {
    const { order, chargeId } = await startCharge();
    // A forged body saying CAPTURED with a valid signature still asks Tap, which says INITIATED.
    const forged = await webhook(chargeId, { status: 'CAPTURED' });
    expect(forged.statusCode).toBe(200);
    expect((await orderRow(t.app, order.id)).isPaymentSuccess).toBe(false);

    tap.charges.get(chargeId)!.status = 'CAPTURED';
    const answers = await Promise.all([webhook(chargeId), webhook(chargeId), webhook(chargeId)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await orderRow(t.app, order.id)).isPaymentSuccess).toBe(true);
    const payments = await orderTransactions(t.app, order.id);
    expect(payments.map((row) => [row.type, row.status])).toEqual([['payment', 'completed']]);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toEqual(['order.paid']);
    expect((await verify(t.app, p.customer.headers, order.id)).json().Status).toBe('paid');
  });

  it('answers 401 to a webhook with a wrong or missing hashstring', async () => {
    const { order, chargeId } = await startCharge();
    tap.charges.get(chargeId)!.status = 'CAPTURED';
    const wrong = await webhook(chargeId, {}, tapHashstring(tap.charges.get(chargeId), 'not-the-secret'));
    expect([wrong.statusCode, wrong.json().Message]).toEqual([401, PAYMENT_ERRORS.webhookSignatureInvalid]);
    const missing = await t.app.inject({ method: 'POST', url: '/api/Payment/webhook/tap', payload: { id: chargeId } });
    expect(missing.statusCode).toBe(401);
    expect(tap.requests.filter((r) => r.method === 'GET')).toEqual([]);
    expect((await orderRow(t.app, order.id)).isPaymentSuccess).toBe(false);
  });

  it('declines: one failed payment, order unpaid', async () => {
    const { order, chargeId } = await startCharge();
    tap.charges.get(chargeId)!.status = 'DECLINED';
    await webhook(chargeId);
    const result = await verify(t.app, p.customer.headers, order.id, chargeId);
    expect(result.json()).toMatchObject({
      Status: 'declined',
      IsPaymentSuccess: false,
      Message: PAYMENT_RESULT_MESSAGES.declined,
    });
    const rows = await orderTransactions(t.app, order.id);
    expect(rows.map((row) => [row.type, row.status])).toEqual([['payment', 'failed']]);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toEqual(['payment.failed']);
  });

  it('never marks an order paid when Tap captured another amount or currency (409)', async () => {
    for (const change of [{ amount: 1.5 }, { currency: 'KWD' }]) {
      const { order, chargeId } = await startCharge();
      Object.assign(tap.charges.get(chargeId)!, { status: 'CAPTURED', ...change });
      const res = await verify(t.app, p.customer.headers, order.id, chargeId);
      expect([res.statusCode, res.json().Message]).toEqual([409, PAYMENT_ERRORS.amountMismatch]);
      expect((await verify(t.app, p.customer.headers, order.id, chargeId)).statusCode).toBe(409);
      expect((await orderRow(t.app, order.id)).isPaymentSuccess).toBe(false);
      const [charge] = await t.app.db.select().from(paymentCharges).where(eq(paymentCharges.chargeId, chargeId));
      expect([charge!.status, charge!.gatewayStatus]).toEqual(['failed', 'CAPTURED']);
      expect(await orderTransactions(t.app, order.id)).toEqual([]);
    }
  });

  it('answers 502 with a clear Message when Tap cannot be reached', async () => {
    const order = await placeOrder(t.app, p);
    tap.unreachable = true;
    const res = await checkout(t.app, p.customer.headers, order.id);
    expect([res.statusCode, res.json().Message]).toEqual([502, PAYMENT_ERRORS.gatewayUnavailable]);
  });

  it('refunds a paid order through Tap, and keeps it pending while Tap is down', async () => {
    const { order, chargeId } = await startCharge();
    tap.charges.get(chargeId)!.status = 'CAPTURED';
    await verify(t.app, p.customer.headers, order.id, chargeId);
    await t.app.db.transaction((tx) =>
      requestRefund(tx, { orderId: order.id, amountFils: 990, description: 'Refund for a cancelled item' }),
    );
    tap.unreachable = true;
    expect(await t.app.payments.runRefunds(order.id)).toEqual({ completed: 0, pending: 1, failed: 0 });
    tap.unreachable = false;
    expect(await t.app.payments.runRefunds(order.id)).toEqual({ completed: 1, pending: 0, failed: 0 });
    const sent = tap.requests.find((r) => r.path === '/v2/refunds')!;
    expect(sent.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent.rawBody).toContain('"amount":0.990');
    expect(sent.json).toMatchObject({ charge_id: chargeId, currency: 'BHD', reason: 'requested_by_customer' });
    const refund = (await orderTransactions(t.app, order.id)).find((row) => row.type === 'refund')!;
    expect(refund).toMatchObject({ status: 'completed', amountFils: 990, gatewayChargeId: chargeId });
    expect(refund.gatewayRefundId).toMatch(/^re_TS0/);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toContain('refund.issued');
  });

  it('looks a refund Tap accepted as PENDING up again instead of sending it twice', async () => {
    const { order, chargeId } = await startCharge();
    tap.charges.get(chargeId)!.status = 'CAPTURED';
    await verify(t.app, p.customer.headers, order.id, chargeId);
    await t.app.db.transaction((tx) =>
      requestRefund(tx, { orderId: order.id, amountFils: 1980, description: 'Cancelled' }),
    );
    tap.refundStatus = 'PENDING';
    expect(await t.app.payments.runRefunds(order.id)).toEqual({ completed: 0, pending: 1, failed: 0 });
    const [created] = [...tap.refunds.values()].filter((r) => r.charge_id === chargeId);
    created!.status = 'REFUNDED';
    expect(await t.app.payments.runRefunds(order.id)).toEqual({ completed: 1, pending: 0, failed: 0 });
    expect(tap.requests.filter((r) => r.path === '/v2/refunds')).toHaveLength(1);
    expect(tap.requests.some((r) => r.path === `/v2/refunds/${created!.id}`)).toBe(true);
  });

  it('acknowledges a signed webhook for a charge that is not ours without settling anything', async () => {
    const body = { id: 'chg_TS0unknown', amount: 1.98, currency: 'BHD', status: 'CAPTURED' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/webhook/tap',
      headers: { hashstring: tapHashstring(body, SECRET) },
      payload: body,
    });
    expect([res.statusCode, res.json()]).toEqual([200, { Received: true }]);
    const unsigned = await post(t.app, '/api/Payment/checkout', undefined, { OrderId: crypto.randomUUID() });
    expect(unsigned.statusCode).toBe(401);
  });
});
