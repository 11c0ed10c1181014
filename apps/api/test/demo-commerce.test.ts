import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo-seed';
import { orderItems, orders, sandboxCharges, transactions, users } from '../src/db/schema/index';
import { LocalMediaStore } from '../src/lib/media/media-store';
import { call } from './account-helpers';
import { createTestApp, type TestApp } from './test-app';

// The demo data must behave like real data: a customer cancelling a seeded paid order gets the
// money back through the sandbox gateway.
describe('commerce on the demo data', () => {
  let t: TestApp;
  let mediaDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    mediaDir = await mkdtemp(join(tmpdir(), 'demo-commerce-'));
    await seedDemo({ db: t.app.db, media: new LocalMediaStore(mediaDir), now: new Date() });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('refunds a seeded paid order its customer cancels', async () => {
    const candidates = await t.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.isPaymentSuccess, true), eq(orders.status, 'Pending')));
    let order: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, candidate.id));
      if (items.every((item) => item.status === 'Pending')) order = candidate;
    }
    expect(order, 'the demo has a paid order nobody started').toBeDefined();
    const [customer] = await t.app.db.select().from(users).where(eq(users.id, order!.customerId));
    const token = await t.app.accessTokens.sign({
      id: customer!.id,
      role: 'customer',
      email: customer!.email,
      isActive: true,
      isDeleted: false,
      emailConfirmed: true,
    });
    const cancelled = await call(t.app, {
      method: 'PATCH',
      url: `/api/Order/${order!.id}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = await t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, order!.id), eq(transactions.type, 'refund')));
    expect(refunds).toEqual([expect.objectContaining({ status: 'completed', amountFils: order!.totalPriceFils })]);
    const [charge] = await t.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, order!.id));
    expect(charge!.refundedFils).toBe(order!.totalPriceFils);
  });
});
