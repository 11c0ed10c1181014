import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  customerWithCart,
  orderMarketplace,
  placeOrderRequest,
  setStock,
  stockOf,
  type OrderMarketplace,
} from './testing';

// Meaningful on PostgreSQL (pnpm test:postgres), where the requests run on a pool of connections
// at the same time; on PGlite they queue on its single connection and must give the same result.
describe('orders under concurrency', () => {
  let t: TestApp;
  let m: OrderMarketplace;
  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
  });
  afterAll(() => t.close());

  it('lets exactly 10 of 100 simultaneous checkouts reserve the last 10 units', async () => {
    await setStock(t.app, m.lamp.id, 10);
    const customers = [];
    for (let i = 0; i < 100; i += 1) customers.push(await customerWithCart(t.app, [{ serviceItemId: m.lamp.id }]));
    const responses = await Promise.all(customers.map((customer) => placeOrderRequest(t.app, customer)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(90);
    expect(responses.find((response) => response.statusCode === 409)?.json().Message).toBe(
      '"Desk lamp" is out of stock. Please remove it from your cart.',
    );
    expect(await stockOf(t.app, m.lamp.id)).toBe(0);
  }, 60_000);

  it('creates one order for 20 simultaneous retries of one Idempotency-Key', async () => {
    const customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrderRequest(t.app, customer, 'double-click-1')),
    );
    expect(responses.map((response) => response.statusCode).sort((a, b) => a - b)).toEqual([
      ...Array(19).fill(200),
      201,
    ]);
    expect(new Set(responses.map((response) => response.json().OrderId)).size).toBe(1);
    expect(await t.app.db.select().from(orders).where(eq(orders.customerId, customer.user.id))).toHaveLength(1);
  }, 60_000);
});
