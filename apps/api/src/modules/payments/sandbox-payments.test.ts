import { PAYMENT_ERRORS, PAYMENT_RESULT_MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { BRIEFLY_UNAVAILABLE } from '../../lib/http-error';
import { paymentCharges, sandboxCharges } from '../../db/schema/index';
import type { SandboxGateway } from './sandbox-gateway';
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

describe('sandbox payments through HTTP', () => {
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
    p = await paymentParties(t.app);
  });
  afterAll(() => t.close());

  const page = (url: string) => call(t.app, { method: 'GET', url: new URL(url).pathname });
  const decide = (chargeId: string, decision: 'approve' | 'decline') =>
    call(t.app, {
      method: 'POST',
      url: `/payment-sandbox/${chargeId}/${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('pays an order: checkout, hosted page, approve, return, verify', async () => {
    const order = await placeOrder(t.app, p);
    const started = await checkout(t.app, p.customer.headers, order.id);
    expect(started.statusCode).toBe(200);
    const { ChargeId, PaymentUrl } = started.json();
    expect(ChargeId).toMatch(/^chg_sbx_[a-f0-9]{24}$/);
    expect(PaymentUrl).toBe(`http://shop.test/payment-sandbox/${ChargeId}`);

    const hosted = await page(PaymentUrl);
    expect(hosted.statusCode).toBe(200);
    expect(hosted.headers['content-type']).toContain('text/html');
    expect(hosted.body).toContain('<html lang="en">');
    expect(hosted.body).toContain('<title>');
    expect(hosted.body).toContain('<h1');
    expect(hosted.body).toContain('1.980 BHD');
    expect(hosted.body).toContain('Card');
    expect(hosted.body).toContain(`action="/payment-sandbox/${ChargeId}/approve"`);
    expect(hosted.body).toContain('aria-label="Decline the payment"');
    expect(hosted.body).not.toContain('<script');

    const approved = await decide(ChargeId, 'approve');
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(back.origin + back.pathname).toBe('http://shop.test/payment/result');
    expect(Object.fromEntries(back.searchParams)).toEqual({ orderId: order.id, tap_id: ChargeId });

    const result = await verify(t.app, p.customer.headers, order.id, back.searchParams.get('tap_id')!);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({
      OrderId: order.id,
      ChargeId,
      Status: 'paid',
      IsPaymentSuccess: true,
      Amount: 1.98,
      Message: PAYMENT_RESULT_MESSAGES.paid,
    });
    const paid = await orderRow(t.app, order.id);
    expect(paid.isPaymentSuccess).toBe(true);
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.reservationExpiresAt).toBeNull();
    const [payment, ...others] = await orderTransactions(t.app, order.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      type: 'payment',
      status: 'completed',
      amountFils: 1980,
      netFils: 1980,
      gateway: 'sandbox',
      gatewayChargeId: ChargeId,
      paymentMethod: 'card',
      customerId: p.customer.user.id,
      description: `Payment for order #${order.id.slice(0, 8).toUpperCase()}`,
    });
    expect(payment!.referenceNumber).toMatch(/^PAY-\d{4}-[0-9A-Z]{8}$/);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toEqual(['order.paid']);
    for (const provider of p.providers) {
      expect(await notificationTypes(t.app, provider.user.id, order.id)).toEqual(['order.placed']);
    }

    // Idempotent: the return checked again, and a second click on the page, change nothing.
    const again = await verify(t.app, p.customer.headers, order.id);
    expect(again.json()).toEqual(result.json());
    const secondClick = await decide(ChargeId, 'decline');
    expect(secondClick.statusCode).toBe(409);
    expect(secondClick.body).toContain(PAYMENT_ERRORS.sandboxAlreadyDecided);
    expect((await page(PaymentUrl)).body).toContain('already approved');
    expect(await orderTransactions(t.app, order.id)).toHaveLength(1);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toEqual(['order.paid']);

    const admin = await verify(t.app, p.admin.headers, order.id, ChargeId);
    expect(admin.json().Status).toBe('paid');
    const paidAgain = await checkout(t.app, p.customer.headers, order.id);
    expect([paidAgain.statusCode, paidAgain.json().Message]).toEqual([409, PAYMENT_ERRORS.alreadyPaid]);
  });

  it('brings an Arabic payer back to the Arabic result page', async () => {
    const order = await placeOrder(t.app, p);
    const headers = { ...p.customer.headers, 'accept-language': 'ar' };
    const { ChargeId } = (await checkout(t.app, headers, order.id)).json();
    const approved = await decide(ChargeId, 'approve');
    const back = new URL(approved.headers.location as string);
    expect(back.origin + back.pathname).toBe('http://shop.test/ar/payment/result');
    expect(Object.fromEntries(back.searchParams)).toEqual({ orderId: order.id, tap_id: ChargeId });
  });

  it('declines: the order stays unpaid, one failed payment, and the payer may try again', async () => {
    const order = await placeOrder(t.app, p, { paymentType: 'benefit' });
    const { ChargeId, PaymentUrl } = (await checkout(t.app, p.customer.headers, order.id)).json();
    expect((await page(PaymentUrl)).body).toContain('BENEFIT');
    const declined = await decide(ChargeId, 'decline');
    expect(declined.statusCode).toBe(303);
    const result = await verify(t.app, p.customer.headers, order.id, ChargeId);
    expect(result.json()).toMatchObject({ Status: 'declined', IsPaymentSuccess: false, Amount: 1.98 });
    expect((await verify(t.app, p.customer.headers, order.id, ChargeId)).json()).toEqual(result.json());
    expect((await orderRow(t.app, order.id)).isPaymentSuccess).toBe(false);
    const rows = await orderTransactions(t.app, order.id);
    expect(rows.map((row) => [row.type, row.status, row.paymentMethod])).toEqual([['payment', 'failed', 'benefit']]);
    expect(await notificationTypes(t.app, p.customer.user.id, order.id)).toEqual(['payment.failed']);
    const [charge] = await t.app.db.select().from(paymentCharges).where(eq(paymentCharges.chargeId, ChargeId));
    expect(charge!.status).toBe('declined');

    const retry = await checkout(t.app, p.customer.headers, order.id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().ChargeId).not.toBe(ChargeId);
    const pending = await verify(t.app, p.customer.headers, order.id);
    expect(pending.json()).toMatchObject({
      ChargeId: retry.json().ChargeId,
      Status: 'pending',
      IsPaymentSuccess: false,
    });
  });

  it('answers the payer 503 with Retry-After while the database is unreachable, and decides on the next press', async () => {
    const order = await placeOrder(t.app, p);
    const { ChargeId } = (await checkout(t.app, p.customer.headers, order.id)).json();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const gateway = t.app.payments.gateway as SandboxGateway;
    const decideSpy = vi.spyOn(gateway, 'decide').mockRejectedValueOnce(new DrizzleQueryError('update', [], refused));
    try {
      const down = await decide(ChargeId, 'approve');
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(down.headers['content-type']).toContain('text/html');
      expect(down.body).toContain(BRIEFLY_UNAVAILABLE);
    } finally {
      decideSpy.mockRestore();
    }
    expect((await decide(ChargeId, 'approve')).statusCode).toBe(303);
    expect((await orderRow(t.app, order.id)).isPaymentSuccess).toBe(true);
  });

  it("hides other customers' orders (404) and refuses unknown charges", async () => {
    const order = await placeOrder(t.app, p);
    const theirs = await checkout(t.app, p.stranger.headers, order.id);
    expect([theirs.statusCode, theirs.json().Message]).toEqual([404, PAYMENT_ERRORS.orderNotFound]);
    const { ChargeId } = (await checkout(t.app, p.customer.headers, order.id)).json();
    expect((await verify(t.app, p.stranger.headers, order.id, ChargeId)).statusCode).toBe(404);
    const unknownOrder = await checkout(t.app, p.customer.headers, '00000000-0000-4000-8000-000000000000');
    expect(unknownOrder.statusCode).toBe(404);
    const otherOrder = await placeOrder(t.app, p);
    const wrongPair = await verify(t.app, p.customer.headers, otherOrder.id, ChargeId);
    expect([wrongPair.statusCode, wrongPair.json().Message]).toEqual([404, PAYMENT_ERRORS.chargeNotFound]);
    expect((await checkout(t.app, p.admin.headers, order.id)).statusCode).toBe(403);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/Payment/checkout', payload: { OrderId: order.id } })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, { method: 'GET', url: '/payment-sandbox/chg_sbx_000000000000000000000000' })).statusCode,
    ).toBe(404);
  });

  it('refuses to charge expired, cancelled and already paid orders (409)', async () => {
    const expired = await placeOrder(t.app, p, { reservationExpiresAt: new Date(Date.now() - 1000) });
    const late = await checkout(t.app, p.customer.headers, expired.id);
    expect([late.statusCode, late.json().Message]).toEqual([409, PAYMENT_ERRORS.reservationExpired]);
    const cancelled = await placeOrder(t.app, p, { cancelledAt: new Date(), status: 'Cancelled' });
    const refused = await checkout(t.app, p.customer.headers, cancelled.id);
    expect([refused.statusCode, refused.json().Message]).toEqual([409, PAYMENT_ERRORS.orderCancelled]);
    const paid = await placeOrder(t.app, p, { isPaymentSuccess: true, paidAt: new Date() });
    const twice = await checkout(t.app, p.customer.headers, paid.id);
    expect([twice.statusCode, twice.json().Message]).toEqual([409, PAYMENT_ERRORS.alreadyPaid]);
  });

  it('charges the amount stored on the order, whatever the client sends', async () => {
    const order = await placeOrder(t.app, p);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Payment/checkout',
      headers: p.customer.headers,
      payload: { OrderId: order.id, Amount: 0.001 },
    });
    const [row] = await t.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, res.json().ChargeId));
    expect([row!.amountFils, row!.currency]).toEqual([1980, 'BHD']);
  });
});
