import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken, userWithToken } from '../service-items/testing';
import { commissionFils, recordEarning } from './earnings';
import { addOrder } from './testing';

describe('recordEarning', () => {
  let t: TestApp;
  let providerId: string;
  let customerId: string;
  const earningsOf = (orderItemId: string) =>
    t.app.db.select().from(transactions).where(eq(transactions.orderItemId, orderItemId));

  beforeAll(async () => {
    t = await createTestApp();
    providerId = (await providerWithToken(t.app, 'active', 'Manama Pipes')).provider.id;
    customerId = (await userWithToken(t.app, 'customer')).user.id;
  });
  afterAll(() => t.close());

  it('rounds the commission to the fils', () => {
    expect(commissionFils(900, 1000)).toBe(90);
    expect(commissionFils(905, 1000)).toBe(91); // 90.5 rounds up
    expect(commissionFils(900, 0)).toBe(0);
  });

  it('books one earning net of commission for a completed item of a paid order', async () => {
    const { order, items } = await addOrder(
      t.app,
      customerId,
      [{ providerId, name: 'Leak repair', status: 'Completed' }],
      {
        paymentType: 'benefit',
      },
    );
    await recordEarning(t.app.db, items[0]!.id, 1000);
    const [earning, ...others] = await earningsOf(items[0]!.id);
    expect(others).toEqual([]);
    expect(earning).toMatchObject({
      type: 'earning',
      status: 'completed',
      providerId,
      orderId: order.id,
      orderItemId: items[0]!.id,
      customerId: null,
      amountFils: 900,
      feeFils: 90,
      netFils: 810,
      commissionRateBp: 1000,
      paymentMethod: 'benefit',
      description: `Earning for Leak repair (order #${order.id.slice(0, 8).toUpperCase()})`,
    });
    expect(earning!.referenceNumber).toMatch(/^ERN-\d{4}-[0-9A-Z]{8}$/);
  });

  it('books nothing the second time, without aborting the caller’s transaction', async () => {
    const { items } = await addOrder(t.app, customerId, [{ providerId, name: 'Deep clean', status: 'Completed' }]);
    const after = await t.app.db.transaction(async (tx) => {
      await recordEarning(tx, items[0]!.id, 1000);
      await recordEarning(tx, items[0]!.id, 1000);
      // On PostgreSQL a failed INSERT would make this statement fail too ("transaction is aborted").
      return tx.select().from(transactions).where(eq(transactions.orderItemId, items[0]!.id));
    });
    expect(after).toHaveLength(1);
    await recordEarning(t.app.db, items[0]!.id, 500);
    const rows = await earningsOf(items[0]!.id);
    expect(rows.map((row) => [row.feeFils, row.netFils])).toEqual([[90, 810]]);
  });

  it('books nothing for an unpaid order or an item that is not completed', async () => {
    const unpaid = await addOrder(t.app, customerId, [{ providerId, name: 'AC service', status: 'Completed' }], {
      paid: false,
    });
    await recordEarning(t.app.db, unpaid.items[0]!.id, 1000);
    expect(await earningsOf(unpaid.items[0]!.id)).toEqual([]);
    const pending = await addOrder(t.app, customerId, [{ providerId, name: 'Painting', status: 'InProgress' }]);
    await recordEarning(t.app.db, pending.items[0]!.id, 1000);
    expect(await earningsOf(pending.items[0]!.id)).toEqual([]);
  });
});
