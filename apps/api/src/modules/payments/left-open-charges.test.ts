import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCharges } from '../../db/schema/index';
import type { PaymentGatewayName } from '../../db/schema/internal-values';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LEFT_OPEN_CHARGE_SCHEDULE, LeftOpenChargeSweep } from './left-open-charges';
import { claimCharges, dueLeftOpenCharges, giveUpLeftOpenCharges } from './payments.repository';
import { paymentParties, placeOrder, type PaymentParties } from './testing';

// Which charges the sweep asks about, and that one sweep alone claims each, on the database
// itself: two processes that both read a charge as due, or both find it past the look-back
// window, are played by two reads before two writes. (The gateway side is in
// orders/reservation-sweep.test.ts.)

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const schedule = LEFT_OPEN_CHARGE_SCHEDULE;

describe('charges left open on orders that no longer wait for them', () => {
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    t = await createTestApp();
    p = await paymentParties(t.app);
  });
  afterAll(() => t.close());

  /** An order in the given state with one charge open in our books, made `age` ago. */
  async function openCharge(
    state: 'cancelled' | 'paid' | 'unpaid',
    age: number,
    { gateway = 'sandbox' as PaymentGatewayName } = {},
  ) {
    const at = new Date(Date.now() - age);
    const order = await placeOrder(
      t.app,
      p,
      state === 'cancelled'
        ? { status: 'Cancelled', cancelledAt: at, reservationExpiresAt: null }
        : state === 'paid'
          ? { isPaymentSuccess: true, paidAt: at, reservationExpiresAt: null }
          : {},
    );
    const chargeId = `chg_test_${randomUUID()}`;
    await t.app.db.insert(paymentCharges).values({
      orderId: order.id,
      gateway,
      chargeId,
      amountFils: order.totalPriceFils,
      paymentType: 'card',
      paymentUrl: `/payment-sandbox/${chargeId}`,
      gatewayStatus: 'INITIATED',
      createdAt: at,
      modifiedAt: at,
    });
    return chargeId;
  }

  const dueIds = async (now: Date) => {
    const due = await dueLeftOpenCharges(t.app.db, 'sandbox', now, schedule, 100);
    return new Set(due.map((row) => row.id));
  };
  const idOf = async (chargeId: string) =>
    (await t.app.db.query.paymentCharges.findFirst({ where: (row, { eq }) => eq(row.chargeId, chargeId) }))!.id;

  it('picks open charges of cancelled and paid orders within the window, once the pause is over', async () => {
    const now = new Date();
    const cancelled = await idOf(await openCharge('cancelled', 10 * MINUTE));
    const paid = await idOf(await openCharge('paid', 10 * MINUTE));
    const unpaid = await idOf(await openCharge('unpaid', 10 * MINUTE));
    const young = await idOf(await openCharge('cancelled', 30_000));
    const otherGateway = await idOf(await openCharge('cancelled', 10 * MINUTE, { gateway: 'tap' }));
    const tooOld = await idOf(await openCharge('cancelled', 7 * DAY + MINUTE));
    const due = await dueIds(now);
    expect(due.has(cancelled)).toBe(true);
    expect(due.has(paid)).toBe(true);
    // The reservation sweep's; too young to ask again yet; not the configured gateway's; past the window.
    for (const id of [unpaid, young, otherGateway, tooOld]) expect(due.has(id)).toBe(false);
    // Claimed at `now` after 10 minutes open: due again 10 minutes later, not before.
    expect((await claimCharges(t.app.db, [cancelled], now, schedule)).map((row) => row.id)).toEqual([cancelled]);
    expect((await dueIds(new Date(now.getTime() + 9 * MINUTE))).has(cancelled)).toBe(false);
    expect((await dueIds(new Date(now.getTime() + 10 * MINUTE))).has(cancelled)).toBe(true);
    // Never more than 6 hours apart.
    const day = await idOf(await openCharge('cancelled', DAY));
    await claimCharges(t.app.db, [day], now, schedule);
    expect((await dueIds(new Date(now.getTime() + 6 * 60 * MINUTE))).has(day)).toBe(true);
  });

  it('two sweeps that both read a charge as due: one claims it', async () => {
    const id = await idOf(await openCharge('cancelled', 10 * MINUTE));
    const now = new Date();
    expect((await dueIds(now)).has(id)).toBe(true);
    expect((await dueIds(now)).has(id)).toBe(true);
    const claims = await Promise.all([
      claimCharges(t.app.db, [id], now, schedule),
      claimCharges(t.app.db, [id], new Date(now.getTime() + 1000), schedule),
    ]);
    expect(claims.map((rows) => rows.length).sort()).toEqual([0, 1]);
    expect((await dueIds(now)).has(id)).toBe(false);
  });

  it('gives up a charge past the window once, even when two sweeps find it together', async () => {
    const chargeId = await openCharge('cancelled', 7 * DAY + MINUTE);
    const now = new Date();
    const [first, second] = await Promise.all([
      giveUpLeftOpenCharges(t.app.db, 'sandbox', now, schedule, 100),
      giveUpLeftOpenCharges(t.app.db, 'sandbox', now, schedule, 100),
    ]);
    const givenUp = [...first, ...second].filter((row) => row.chargeId === chargeId);
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatchObject({ status: 'initiated' });
    const later = await giveUpLeftOpenCharges(t.app.db, 'sandbox', new Date(now.getTime() + DAY), schedule, 100);
    expect(later.filter((row) => row.chargeId === chargeId)).toEqual([]);
    expect((await dueIds(new Date(now.getTime() + DAY))).has(await idOf(chargeId))).toBe(false);
  });

  it('logs a charge past the window once for a person and never asks the gateway about it', async () => {
    const chargeId = await openCharge('cancelled', 7 * DAY + MINUTE);
    const errors: { fields: { chargeId?: string }; message: string }[] = [];
    const log = {
      error: (fields: { chargeId?: string }, message: string) => errors.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    const asked: string[] = [];
    const sweep = new LeftOpenChargeSweep({
      db: t.app.db,
      gateway: 'sandbox',
      check: async (charge) => {
        asked.push(charge.chargeId);
        return 'pending';
      },
      log,
    });
    await sweep.run(new Date());
    await sweep.run(new Date(Date.now() + DAY));
    const logged = errors.filter((entry) => entry.fields.chargeId === chargeId);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toMatch(/a person should look it up at the gateway/);
    expect(asked).not.toContain(chargeId);
  });
});
