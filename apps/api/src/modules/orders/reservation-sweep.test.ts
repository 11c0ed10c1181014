import { PAYMENT_ERRORS, PAYMENT_RESULT_MESSAGES } from '@marketplace/contract';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, orders, paymentCharges, sandboxCharges } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { startTapTestServer, type TapTestServer } from '../../../test/tap-test-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, GatewayError, notificationTypes, orderRow, orderTransactions, verify } from '../payments/testing';
import { addListing } from '../service-items/testing';
import { customerWithCart, orderMarketplace, placeOrder, setStock, stockOf, type OrderMarketplace } from './testing';

// The reservation sweep asks the gateway about an expired order's open charges before it cancels
// the order. The payer's approval is written into the gateway's own books only (the sandbox's
// table, the Tap double's memory): nobody verified and no webhook came, as when the process died
// between the capture and the settlement and the payer closed the tab.

const SECRET = 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ';
const MINUTE = 60_000;
/** RESERVATION_MINUTES' default: the reservation and the grace after it. */
const RESERVATION = 30 * MINUTE;
const DAY = 24 * 60 * MINUTE;

describe.each(['sandbox', 'tap'] as const)('the reservation sweep with the %s gateway', (kind) => {
  let tap: TapTestServer;
  let t: TestApp;
  let m: OrderMarketplace;
  beforeAll(async () => {
    if (kind === 'tap') tap = await startTapTestServer(SECRET);
    t = await createTestApp(
      kind === 'tap'
        ? {
            PUBLIC_URL: 'https://shop.example.bh',
            PAYMENT_GATEWAY: 'tap',
            TAP_SECRET_KEY: SECRET,
            TAP_API_URL: `${tap.url}/v2`,
          }
        : { PUBLIC_URL: 'http://shop.test' },
    );
    m = await orderMarketplace(t.app);
    await setStock(t.app, m.lamp.id, 1000);
  });
  afterAll(async () => {
    await t.close();
    if (kind === 'tap') await tap.close();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    if (kind === 'tap') tap.unreachable = false;
    // Each test sweeps only its own orders: whatever a test left waiting leaves the queue.
    await t.app.db
      .update(orders)
      .set({ reservationExpiresAt: null })
      .where(and(eq(orders.isPaymentSuccess, false), isNull(orders.cancelledAt)));
    // ... and whatever charge it left open is out of the look-back window and already given up.
    await t.app.db
      .update(paymentCharges)
      .set({ createdAt: new Date(Date.now() - 30 * DAY), modifiedAt: new Date() })
      .where(eq(paymentCharges.status, 'initiated'));
  });

  /** What happens at the gateway, without our books hearing of it. */
  const atGateway = {
    async set(chargeId: string, status: 'CAPTURED' | 'DECLINED' | 'IN_PROGRESS') {
      if (kind === 'tap') {
        tap.charges.get(chargeId)!.status = status;
        return;
      }
      // The sandbox knows only INITIATED (the payer is on its page), CAPTURED and DECLINED.
      if (status === 'IN_PROGRESS') return;
      await t.app.db
        .update(sandboxCharges)
        .set({ status, decidedAt: new Date() })
        .where(eq(sandboxCharges.id, chargeId));
    },
    async forget(chargeId: string) {
      if (kind === 'tap') tap.charges.delete(chargeId);
      else await t.app.db.delete(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    },
  };

  /**
   * A customer's order of 2 units of a listing of its own (5 in stock) and a lamp of another
   * provider, with a charge started at the gateway unless `charge` is false, its reservation
   * expired `expiredFor` ago.
   */
  async function expiredOrder({ charge = true, expiredFor = MINUTE } = {}) {
    const listing = await addListing(t.app, {
      providerId: m.pipes.provider.id,
      categoryId: m.category.id,
      name: `Tap washer ${Math.random()}`,
      type: 'item',
    });
    const customer = await customerWithCart(t.app, [
      { serviceItemId: listing.id, quantity: 2 },
      { serviceItemId: m.lamp.id },
    ]);
    const orderId = await placeOrder(t.app, customer);
    let chargeId = '';
    if (charge) {
      const started = await checkout(t.app, customer.headers, orderId);
      expect(started.statusCode).toBe(200);
      chargeId = started.json<{ ChargeId: string }>().ChargeId;
    }
    await expireFor(orderId, expiredFor);
    return { customer, orderId, chargeId, listingId: listing.id };
  }
  type ExpiredOrder = Awaited<ReturnType<typeof expiredOrder>>;

  const expireFor = (orderId: string, ms: number) =>
    t.app.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - ms) })
      .where(eq(orders.id, orderId));

  const sweep = (pageSize?: number) => t.app.orders.changes.expireUnpaidOrders(new Date(), pageSize);

  const chargeRow = async (chargeId: string) =>
    (await t.app.db.select().from(paymentCharges).where(eq(paymentCharges.chargeId, chargeId)))[0]!;

  /** The mails queued for this order, as [recipient, template] pairs. */
  async function mailsOf(orderId: string) {
    const number = orderId.slice(0, 8).toUpperCase();
    const rows = await t.app.db
      .select({ to: mailOutbox.toAddress, template: mailOutbox.template })
      .from(mailOutbox)
      .where(like(mailOutbox.textBody, `%#${number}%`));
    return rows.map((row) => `${row.to} ${row.template}`).sort();
  }

  async function expectPaid(o: ExpiredOrder) {
    const row = await orderRow(t.app, o.orderId);
    expect(row).toMatchObject({
      isPaymentSuccess: true,
      cancelledAt: null,
      status: 'Pending',
      reservationExpiresAt: null,
    });
    expect(await stockOf(t.app, o.listingId)).toBe(3);
    const money = await orderTransactions(t.app, o.orderId);
    expect(money.map((tx) => [tx.type, tx.status, tx.amountFils, tx.gatewayChargeId])).toEqual([
      ['payment', 'completed', row.totalPriceFils, o.chargeId],
    ]);
    expect((await chargeRow(o.chargeId)).status).toBe('captured');
    expect((await notificationTypes(t.app, o.customer.user.id, o.orderId)).sort()).toEqual([
      'order.paid',
      'order.placed',
    ]);
    for (const provider of [m.pipes, m.lights]) {
      expect(await notificationTypes(t.app, provider.user.id, o.orderId)).toEqual(['order.placed']);
    }
    expect(await mailsOf(o.orderId)).toEqual(
      [
        `${o.customer.user.email} notification:order.paid`,
        `${m.pipes.user.email} notification:order.placed`,
        `${m.lights.user.email} notification:order.placed`,
      ].sort(),
    );
  }

  async function expectCancelled(o: ExpiredOrder) {
    expect(await orderRow(t.app, o.orderId)).toMatchObject({
      isPaymentSuccess: false,
      status: 'Cancelled',
      cancelledAt: expect.any(Date),
    });
    expect(await stockOf(t.app, o.listingId)).toBe(5);
    expect(await mailsOf(o.orderId)).toEqual([`${o.customer.user.email} notification:order.cancelled`]);
  }

  async function expectLeftAlone(o: ExpiredOrder) {
    expect(await orderRow(t.app, o.orderId)).toMatchObject({
      isPaymentSuccess: false,
      status: 'Pending',
      cancelledAt: null,
    });
    expect(await stockOf(t.app, o.listingId)).toBe(3);
    if (o.chargeId) expect((await chargeRow(o.chargeId)).status).toBe('initiated');
  }

  it('settles a charge the gateway captured but nobody settled: paid, stock kept, booked and mailed once', async () => {
    const o = await expiredOrder();
    await atGateway.set(o.chargeId, 'CAPTURED');
    expect(await sweep()).toEqual({ cancelled: 0, paid: 1, waiting: 0, skipped: 0 });
    await expectPaid(o);

    // Idempotent: a second sweep and the payer's late return change nothing.
    expect(await sweep()).toEqual({ cancelled: 0, paid: 0, waiting: 0, skipped: 0 });
    const back = await verify(t.app, o.customer.headers, o.orderId, o.chargeId);
    expect(back.json()).toMatchObject({
      Status: 'paid',
      IsPaymentSuccess: true,
      Message: PAYMENT_RESULT_MESSAGES.paid,
    });
    await expectPaid(o);
  });

  it('leaves an order alone while its charge is still open at the gateway, and cancels it after the grace', async () => {
    const o = await expiredOrder({ expiredFor: RESERVATION - MINUTE });
    await atGateway.set(o.chargeId, 'IN_PROGRESS');
    expect(await sweep()).toEqual({ cancelled: 0, paid: 0, waiting: 1, skipped: 0 });
    await expectLeftAlone(o);
    expect(await orderTransactions(t.app, o.orderId)).toEqual([]);

    // Another reservation period later the order goes, although the gateway still says nothing final.
    await expireFor(o.orderId, RESERVATION + MINUTE);
    expect(await sweep()).toEqual({ cancelled: 1, paid: 0, waiting: 0, skipped: 0 });
    await expectCancelled(o);
    expect((await chargeRow(o.chargeId)).status).toBe('initiated');

    // A capture after that is settled as late and refunded in full, as before.
    await atGateway.set(o.chargeId, 'CAPTURED');
    const late = await verify(t.app, o.customer.headers, o.orderId, o.chargeId);
    expect(late.json()).toMatchObject({ Status: 'paid', Message: PAYMENT_RESULT_MESSAGES.paidAfterCancellation });
    const money = await orderTransactions(t.app, o.orderId);
    expect(money.map((tx) => [tx.type, tx.status, tx.amountFils])).toEqual([
      ['payment', 'completed', 1980],
      ['refund', 'completed', 1980],
    ]);
    expect(await stockOf(t.app, o.listingId)).toBe(5);
  });

  it('cancels as before when the charge was declined, the gateway does not know it, or there is none', async () => {
    const declined = await expiredOrder();
    await atGateway.set(declined.chargeId, 'DECLINED');
    const unknown = await expiredOrder();
    await atGateway.forget(unknown.chargeId);
    const none = await expiredOrder({ charge: false });
    // Settled at the return already: the gateway need not be asked again.
    const settled = await expiredOrder();
    await atGateway.set(settled.chargeId, 'DECLINED');
    await verify(t.app, settled.customer.headers, settled.orderId, settled.chargeId);
    const asked = vi.spyOn(t.app.payments.gateway, 'retrieveCharge');

    expect(await sweep()).toEqual({ cancelled: 4, paid: 0, waiting: 0, skipped: 0 });
    for (const o of [declined, unknown, none, settled]) await expectCancelled(o);
    expect(asked.mock.calls.map(([chargeId]) => chargeId).sort()).toEqual([declined.chargeId, unknown.chargeId].sort());
    // The decline the sweep learnt is booked as a return would have booked it.
    expect((await chargeRow(declined.chargeId)).status).toBe('declined');
    const money = await orderTransactions(t.app, declined.orderId);
    expect(money.map((tx) => [tx.type, tx.status])).toEqual([['payment', 'failed']]);
    expect((await notificationTypes(t.app, declined.customer.user.id, declined.orderId)).sort()).toEqual([
      'order.cancelled',
      'order.placed',
      'payment.failed',
    ]);
    expect((await chargeRow(unknown.chargeId)).status).toBe('initiated');
    expect(await orderTransactions(t.app, unknown.orderId)).toEqual([]);
  });

  it('sweeps the other orders when the gateway cannot be asked about one, and asks again next time', async () => {
    const captured = await expiredOrder();
    await atGateway.set(captured.chargeId, 'CAPTURED');
    const unreachable = await expiredOrder();
    await atGateway.set(unreachable.chargeId, 'CAPTURED');
    const none = await expiredOrder({ charge: false });
    const retrieve = t.app.payments.gateway.retrieveCharge.bind(t.app.payments.gateway);
    const spy = vi.spyOn(t.app.payments.gateway, 'retrieveCharge').mockImplementation(async (chargeId) => {
      if (chargeId === unreachable.chargeId) throw new GatewayError(PAYMENT_ERRORS.gatewayUnavailable);
      return retrieve(chargeId);
    });

    expect(await sweep()).toEqual({ cancelled: 1, paid: 1, waiting: 1, skipped: 0 });
    await expectPaid(captured);
    await expectCancelled(none);
    await expectLeftAlone(unreachable);

    spy.mockRestore();
    expect(await sweep()).toEqual({ cancelled: 0, paid: 1, waiting: 0, skipped: 0 });
    await expectPaid(unreachable);
  });

  it.runIf(kind === 'tap')('keeps orders with open charges while Tap is down, except past the grace', async () => {
    const open = await expiredOrder();
    const old = await expiredOrder({ expiredFor: RESERVATION + MINUTE });
    const none = await expiredOrder({ charge: false });
    tap.unreachable = true;
    expect(await sweep()).toEqual({ cancelled: 2, paid: 0, waiting: 1, skipped: 0 });
    await expectLeftAlone(open);
    await expectCancelled(old);
    await expectCancelled(none);
    expect((await chargeRow(old.chargeId)).status).toBe('initiated');

    tap.unreachable = false;
    await atGateway.set(open.chargeId, 'CAPTURED');
    expect(await sweep()).toEqual({ cancelled: 0, paid: 1, waiting: 0, skipped: 0 });
    await expectPaid(open);
  });

  describe('a return verified at the same moment settles once', () => {
    it('verify and sweep started together', async () => {
      const o = await expiredOrder();
      await atGateway.set(o.chargeId, 'CAPTURED');
      const [back, swept] = await Promise.all([verify(t.app, o.customer.headers, o.orderId, o.chargeId), sweep()]);
      expect(back.json()).toMatchObject({ Status: 'paid', IsPaymentSuccess: true });
      expect(swept.cancelled).toBe(0);
      await expectPaid(o);
    });

    it('verify settles between the sweep’s question to the gateway and its settlement', async () => {
      const o = await expiredOrder();
      await atGateway.set(o.chargeId, 'CAPTURED');
      const retrieve = t.app.payments.gateway.retrieveCharge.bind(t.app.payments.gateway);
      vi.spyOn(t.app.payments.gateway, 'retrieveCharge').mockImplementationOnce(async (chargeId) => {
        const answer = await retrieve(chargeId);
        const back = await verify(t.app, o.customer.headers, o.orderId, o.chargeId);
        expect(back.json()).toMatchObject({ Status: 'paid', Message: PAYMENT_RESULT_MESSAGES.paid });
        return answer;
      });
      expect(await sweep()).toEqual({ cancelled: 0, paid: 1, waiting: 0, skipped: 0 });
      await expectPaid(o);
    });

    it('the sweep settles between verify’s question to the gateway and its settlement', async () => {
      const o = await expiredOrder();
      await atGateway.set(o.chargeId, 'CAPTURED');
      const retrieve = t.app.payments.gateway.retrieveCharge.bind(t.app.payments.gateway);
      let swept;
      vi.spyOn(t.app.payments.gateway, 'retrieveCharge').mockImplementationOnce(async (chargeId) => {
        const answer = await retrieve(chargeId);
        swept = await sweep();
        return answer;
      });
      const back = await verify(t.app, o.customer.headers, o.orderId, o.chargeId);
      expect(back.json()).toMatchObject({
        Status: 'paid',
        IsPaymentSuccess: true,
        Message: PAYMENT_RESULT_MESSAGES.paid,
      });
      expect(swept).toEqual({ cancelled: 0, paid: 1, waiting: 0, skipped: 0 });
      await expectPaid(o);
    });

    it('two sweeps at once settle one order and cancel another once', async () => {
      const captured = await expiredOrder();
      await atGateway.set(captured.chargeId, 'CAPTURED');
      const none = await expiredOrder({ charge: false });
      const [first, second] = await Promise.all([sweep(), sweep()]);
      expect(first.cancelled + second.cancelled).toBe(1);
      expect(first.waiting + second.waiting).toBe(0);
      await expectPaid(captured);
      await expectCancelled(none);
    });
  });

  it('does not cancel an order whose charge was opened while the gateway was asked', async () => {
    // A checkout that passed its reservation check just before the expiry records its charge late.
    const o = await expiredOrder({ charge: false });
    const check = t.app.payments.checkOpenCharges.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'checkOpenCharges').mockImplementationOnce(async (orderId) => {
      const report = await check(orderId);
      await expireFor(o.orderId, -MINUTE);
      o.chargeId = (await checkout(t.app, o.customer.headers, o.orderId)).json<{ ChargeId: string }>().ChargeId;
      await expireFor(o.orderId, MINUTE);
      return report;
    });
    expect(await sweep()).toEqual({ cancelled: 0, paid: 0, waiting: 1, skipped: 0 });
    await expectLeftAlone(o);
    // The next sweep asks about it: the payer approved.
    await atGateway.set(o.chargeId, 'CAPTURED');
    expect(await sweep()).toEqual({ cancelled: 0, paid: 1, waiting: 0, skipped: 0 });
    await expectPaid(o);
  });

  it('keeps sweeping newer orders while older ones wait on the gateway', async () => {
    const waiting = await expiredOrder({ expiredFor: 2 * MINUTE });
    const none = await expiredOrder({ charge: false });
    expect(await sweep(1)).toEqual({ cancelled: 1, paid: 0, waiting: 1, skipped: 0 });
    await expectLeftAlone(waiting);
    await expectCancelled(none);
  });

  describe('charges left open on cancelled or paid orders', () => {
    // Nobody asks about these but the sweep: the order no longer waits for a payment, the payer
    // closed the tab, and the sandbox has no webhook (Tap's may be lost).

    const sweepCharges = (at = new Date(), pageSize?: number) => t.app.payments.checkLeftOpenCharges(at, pageSize);
    const nothing = { captured: 0, pending: 0, closed: 0, unknown: 0, unanswered: 0, givenUp: 0 };

    /** The charge was made `ms` ago and not looked at since. */
    const ageCharge = (chargeId: string, ms: number) =>
      t.app.db
        .update(paymentCharges)
        .set({ createdAt: new Date(Date.now() - ms), modifiedAt: new Date(Date.now() - ms) })
        .where(eq(paymentCharges.chargeId, chargeId));

    /** An order the customer cancelled while its charge was open at the gateway, made `age` ago. */
    async function cancelledOrder(age = 2 * MINUTE) {
      const o = await expiredOrder({ expiredFor: -RESERVATION });
      const cancelled = await call(t.app, {
        method: 'PATCH',
        url: `/api/Order/${o.orderId}/cancel`,
        headers: o.customer.headers,
      });
      expect(cancelled.statusCode).toBe(200);
      await ageCharge(o.chargeId, age);
      return o;
    }

    const askedAbout = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([chargeId]) => chargeId);

    const moneyOf = async (orderId: string) =>
      (await orderTransactions(t.app, orderId))
        .map((tx) => [tx.type, tx.status, tx.amountFils, tx.gatewayChargeId])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

    /** Booked as a late capture and refunded in full, once: the refund's mail is the only new one. */
    async function expectRefundedAfterCancellation(o: ExpiredOrder, mailsBefore: string[]) {
      expect(await orderRow(t.app, o.orderId)).toMatchObject({
        status: 'Cancelled',
        cancelledAt: expect.any(Date),
        isPaymentSuccess: true,
      });
      expect(await stockOf(t.app, o.listingId)).toBe(5);
      expect(await moneyOf(o.orderId)).toEqual([
        ['payment', 'completed', 1980, o.chargeId],
        ['refund', 'completed', 1980, o.chargeId],
      ]);
      expect((await chargeRow(o.chargeId)).status).toBe('captured');
      expect(await mailsOf(o.orderId)).toEqual(
        [...mailsBefore, `${o.customer.user.email} notification:refund.issued`].sort(),
      );
      expect(await notificationTypes(t.app, o.customer.user.id, o.orderId)).not.toContain('order.paid');
    }

    it('books and refunds once a capture that came after the customer cancelled, or after the grace', async () => {
      const byCustomer = await cancelledOrder();
      const afterGrace = await expiredOrder({ expiredFor: RESERVATION + MINUTE });
      expect(await sweep()).toEqual({ cancelled: 1, paid: 0, waiting: 0, skipped: 0 });
      await ageCharge(afterGrace.chargeId, 2 * RESERVATION + 2 * MINUTE);
      const mailsBefore = [await mailsOf(byCustomer.orderId), await mailsOf(afterGrace.orderId)] as const;
      expect(mailsBefore[0]).toEqual([]);
      expect(mailsBefore[1]).toEqual([`${afterGrace.customer.user.email} notification:order.cancelled`]);
      // The payers approved after all; nobody verified and no webhook came.
      await atGateway.set(byCustomer.chargeId, 'CAPTURED');
      await atGateway.set(afterGrace.chargeId, 'CAPTURED');

      // One per page: the second page takes the other charge.
      expect(await sweepCharges(new Date(), 1)).toEqual({ ...nothing, captured: 2 });
      await expectRefundedAfterCancellation(byCustomer, mailsBefore[0]);
      await expectRefundedAfterCancellation(afterGrace, mailsBefore[1]);

      // Settled is settled: later sweeps do not ask again, and the payer's late return changes nothing.
      const asked = vi.spyOn(t.app.payments.gateway, 'retrieveCharge');
      expect(await sweepCharges(new Date(Date.now() + DAY))).toEqual(nothing);
      expect(asked).not.toHaveBeenCalled();
      const back = await verify(t.app, byCustomer.customer.headers, byCustomer.orderId, byCustomer.chargeId);
      expect(back.json()).toMatchObject({ Status: 'paid', Message: PAYMENT_RESULT_MESSAGES.paidAfterCancellation });
      await expectRefundedAfterCancellation(byCustomer, mailsBefore[0]);
    });

    it('asks about a charge still open again after a pause as long as it had been open', async () => {
      const o = await cancelledOrder(2 * MINUTE);
      await atGateway.set(o.chargeId, 'IN_PROGRESS');
      const now = Date.now();
      const asked = vi.spyOn(t.app.payments.gateway, 'retrieveCharge');
      expect(await sweepCharges(new Date(now))).toEqual({ ...nothing, pending: 1 });
      expect((await chargeRow(o.chargeId)).status).toBe('initiated');
      expect(await orderTransactions(t.app, o.orderId)).toEqual([]);
      expect(await sweepCharges(new Date(now))).toEqual(nothing);
      expect(await sweepCharges(new Date(now + MINUTE))).toEqual(nothing);
      expect(askedAbout(asked)).toEqual([o.chargeId]);

      await atGateway.set(o.chargeId, 'CAPTURED');
      expect(await sweepCharges(new Date(now + 2 * MINUTE + 1000))).toEqual({ ...nothing, captured: 1 });
      await expectRefundedAfterCancellation(o, []);
    });

    it('does not ask about a charge made longer ago than the look-back window: logged once instead', async () => {
      const old = await cancelledOrder(7 * DAY + MINUTE);
      const recent = await cancelledOrder(7 * DAY - 6 * 60 * MINUTE);
      await atGateway.set(old.chargeId, 'CAPTURED');
      await atGateway.set(recent.chargeId, 'CAPTURED');
      const asked = vi.spyOn(t.app.payments.gateway, 'retrieveCharge');

      expect(await sweepCharges()).toEqual({ ...nothing, captured: 1, givenUp: 1 });
      expect(askedAbout(asked)).toEqual([recent.chargeId]);
      await expectRefundedAfterCancellation(recent, []);
      expect((await chargeRow(old.chargeId)).status).toBe('initiated');
      expect(await orderTransactions(t.app, old.orderId)).toEqual([]);

      // Given up once: never asked about, never logged again.
      expect(await sweepCharges(new Date(Date.now() + DAY))).toEqual(nothing);
      expect(askedAbout(asked)).toEqual([recent.chargeId]);
    });

    it('closes a charge declined later without a refund; one the gateway does not know stays open', async () => {
      const declined = await cancelledOrder();
      await atGateway.set(declined.chargeId, 'DECLINED');
      const unknown = await cancelledOrder();
      await atGateway.forget(unknown.chargeId);
      const now = Date.now();
      const asked = vi.spyOn(t.app.payments.gateway, 'retrieveCharge');

      expect(await sweepCharges(new Date(now))).toEqual({ ...nothing, closed: 1, unknown: 1 });
      expect((await chargeRow(declined.chargeId)).status).toBe('declined');
      expect(await moneyOf(declined.orderId)).toEqual([['payment', 'failed', 1980, declined.chargeId]]);
      expect((await notificationTypes(t.app, declined.customer.user.id, declined.orderId)).sort()).toEqual([
        'order.placed',
        'payment.failed',
      ]);
      expect(await orderRow(t.app, declined.orderId)).toMatchObject({ status: 'Cancelled', isPaymentSuccess: false });
      expect(await stockOf(t.app, declined.listingId)).toBe(5);
      expect((await chargeRow(unknown.chargeId)).status).toBe('initiated');
      expect(await orderTransactions(t.app, unknown.orderId)).toEqual([]);

      // The declined one is settled; the unknown one is asked again after its pause.
      asked.mockClear();
      expect(await sweepCharges(new Date(now + 10 * MINUTE))).toEqual({ ...nothing, unknown: 1 });
      expect(askedAbout(asked)).toEqual([unknown.chargeId]);
    });

    it('handles the other charges when the gateway cannot be asked about one, and asks again later', async () => {
      const [first, failing, last] = [await cancelledOrder(), await cancelledOrder(), await cancelledOrder()];
      for (const o of [first, failing, last]) await atGateway.set(o.chargeId, 'CAPTURED');
      const retrieve = t.app.payments.gateway.retrieveCharge.bind(t.app.payments.gateway);
      const spy = vi.spyOn(t.app.payments.gateway, 'retrieveCharge').mockImplementation(async (chargeId) => {
        if (chargeId === failing.chargeId) throw new GatewayError(PAYMENT_ERRORS.gatewayUnavailable);
        return retrieve(chargeId);
      });
      const now = Date.now();

      expect(await sweepCharges(new Date(now))).toEqual({ ...nothing, captured: 2, unanswered: 1 });
      await expectRefundedAfterCancellation(first, []);
      await expectRefundedAfterCancellation(last, []);
      expect((await chargeRow(failing.chargeId)).status).toBe('initiated');
      expect(await orderTransactions(t.app, failing.orderId)).toEqual([]);

      spy.mockRestore();
      expect(await sweepCharges(new Date(now + 10 * MINUTE))).toEqual({ ...nothing, captured: 1 });
      await expectRefundedAfterCancellation(failing, []);
    });

    it('asks at most five pages a sweep; the next sweep takes the rest', async () => {
      const open = [];
      for (let i = 0; i < 6; i += 1) open.push(await cancelledOrder());
      const now = new Date();
      expect(await sweepCharges(now, 1)).toEqual({ ...nothing, pending: 5 });
      expect(await sweepCharges(now, 1)).toEqual({ ...nothing, pending: 1 });
      expect(await sweepCharges(now, 1)).toEqual(nothing);
      for (const o of open) expect((await chargeRow(o.chargeId)).status).toBe('initiated');
    });

    it('books and refunds a second charge captured after the order was paid by the first', async () => {
      const o = await expiredOrder({ expiredFor: -RESERVATION });
      const second = (await checkout(t.app, o.customer.headers, o.orderId)).json<{ ChargeId: string }>().ChargeId;
      await atGateway.set(o.chargeId, 'CAPTURED');
      await verify(t.app, o.customer.headers, o.orderId, o.chargeId);
      await expectPaid(o);
      await ageCharge(second, 2 * MINUTE);
      await atGateway.set(second, 'CAPTURED');

      expect(await sweepCharges()).toEqual({ ...nothing, captured: 1 });
      expect(await moneyOf(o.orderId)).toEqual([
        ['payment', 'completed', 1980, o.chargeId],
        ['payment', 'completed', 1980, second],
        ['refund', 'completed', 1980, second],
      ]);
      expect(await orderRow(t.app, o.orderId)).toMatchObject({ isPaymentSuccess: true, cancelledAt: null });
      expect(await stockOf(t.app, o.listingId)).toBe(3);
      expect((await notificationTypes(t.app, o.customer.user.id, o.orderId)).sort()).toEqual([
        'order.paid',
        'order.placed',
        'refund.issued',
      ]);
      const back = await verify(t.app, o.customer.headers, o.orderId, second);
      expect(back.json()).toMatchObject({ Status: 'paid', Message: PAYMENT_RESULT_MESSAGES.duplicatePayment });
    });

    describe('a return verified at the same moment refunds once', () => {
      it('verify settles between the sweep’s question to the gateway and its settlement', async () => {
        const o = await cancelledOrder();
        await atGateway.set(o.chargeId, 'CAPTURED');
        const retrieve = t.app.payments.gateway.retrieveCharge.bind(t.app.payments.gateway);
        vi.spyOn(t.app.payments.gateway, 'retrieveCharge').mockImplementationOnce(async (chargeId) => {
          const answer = await retrieve(chargeId);
          const back = await verify(t.app, o.customer.headers, o.orderId, o.chargeId);
          expect(back.json()).toMatchObject({
            Status: 'paid',
            Message: PAYMENT_RESULT_MESSAGES.paidAfterCancellation,
          });
          return answer;
        });
        expect(await sweepCharges()).toEqual({ ...nothing, captured: 1 });
        await expectRefundedAfterCancellation(o, []);
      });

      it('the sweep settles between verify’s question to the gateway and its settlement', async () => {
        const o = await cancelledOrder();
        await atGateway.set(o.chargeId, 'CAPTURED');
        const retrieve = t.app.payments.gateway.retrieveCharge.bind(t.app.payments.gateway);
        let swept;
        vi.spyOn(t.app.payments.gateway, 'retrieveCharge').mockImplementationOnce(async (chargeId) => {
          const answer = await retrieve(chargeId);
          swept = await sweepCharges();
          return answer;
        });
        const back = await verify(t.app, o.customer.headers, o.orderId, o.chargeId);
        expect(back.json()).toMatchObject({ Status: 'paid', Message: PAYMENT_RESULT_MESSAGES.paidAfterCancellation });
        expect(swept).toEqual({ ...nothing, captured: 1 });
        await expectRefundedAfterCancellation(o, []);
      });

      it('verify and a sweep started together', async () => {
        const o = await cancelledOrder();
        await atGateway.set(o.chargeId, 'CAPTURED');
        const [back] = await Promise.all([verify(t.app, o.customer.headers, o.orderId, o.chargeId), sweepCharges()]);
        expect(back.json()).toMatchObject({ Status: 'paid', Message: PAYMENT_RESULT_MESSAGES.paidAfterCancellation });
        await expectRefundedAfterCancellation(o, []);
      });

      it('two sweeps at once (two processes): one claims the charge, the gateway is asked once', async () => {
        const o = await cancelledOrder();
        await atGateway.set(o.chargeId, 'CAPTURED');
        const asked = vi.spyOn(t.app.payments.gateway, 'retrieveCharge');
        const now = new Date();
        const [first, second] = await Promise.all([sweepCharges(now), sweepCharges(now)]);
        expect([first, second].map((summary) => summary.captured).sort()).toEqual([0, 1]);
        expect(askedAbout(asked)).toEqual([o.chargeId]);
        await expectRefundedAfterCancellation(o, []);
      });
    });
  });
});
