import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import * as s from '../src/db/schema/index';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The database itself refuses rows that break the product's rules, whatever code writes them. */
describe('schema constraints', () => {
  let testDb: TestDatabase;
  let db: Database;
  const ids = {} as Record<
    'customer' | 'providerUser' | 'provider' | 'category' | 'item' | 'service' | 'order' | 'orderItem',
    string
  >;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    const [customer, providerUser] = await db
      .insert(s.users)
      .values([
        { email: 'Layla@Example.bh', passwordHash: 'x', role: 'customer' },
        { email: 'shop@example.bh', passwordHash: 'x', role: 'provider' },
      ])
      .returning();
    const [category] = await db.insert(s.categories).values({ name: 'Plumbing' }).returning();
    const [provider] = await db
      .insert(s.providers)
      .values({ userId: providerUser!.id, businessName: 'Manama Pipes', accState: 'active' })
      .returning();
    const [item, service] = await db
      .insert(s.serviceItems)
      .values([
        {
          providerId: provider!.id,
          categoryId: category!.id,
          type: 'item',
          name: 'Tap',
          priceFils: 5000,
          availableQuantity: 3,
        },
        { providerId: provider!.id, categoryId: category!.id, type: 'service', name: 'Leak repair', priceFils: 15000 },
      ])
      .returning();
    const [order] = await db
      .insert(s.orders)
      .values({ customerId: customer!.id, subtotalFils: 900, vatFils: 90, totalPriceFils: 990, paymentType: 'card' })
      .returning();
    const [orderItem] = await db
      .insert(s.orderItems)
      .values({
        orderId: order!.id,
        serviceItemId: item!.id,
        providerId: provider!.id,
        type: 'item',
        name: 'Tap',
        quantity: 1,
        unitPriceFils: 900,
        referencePriceFils: 5000,
        status: 'Completed',
      })
      .returning();
    Object.assign(ids, {
      customer: customer!.id,
      providerUser: providerUser!.id,
      provider: provider!.id,
      category: category!.id,
      item: item!.id,
      service: service!.id,
      order: order!.id,
      orderItem: orderItem!.id,
    });
  });
  afterAll(() => testDb.close());

  /** Drizzle wraps the driver's error; the constraint's name is in the message of a cause. */
  const messages = (error: unknown): string =>
    error instanceof Error ? `${error.message}\n${messages(error.cause)}` : String(error ?? '');
  const rejects = (promise: Promise<unknown>, constraint: string) =>
    expect(promise).rejects.toSatisfy((error: unknown) => messages(error).includes(constraint));

  it('refuses negative stock and stock on services', async () => {
    await rejects(
      db
        .update(s.serviceItems)
        .set({ availableQuantity: -1 })
        .where(sql`id = ${ids.item}`),
      'service_items_stock_check',
    );
    await rejects(
      db
        .update(s.serviceItems)
        .set({ availableQuantity: 4 })
        .where(sql`id = ${ids.service}`),
      'service_items_stock_check',
    );
  });

  it('refuses unknown enumeration values', async () => {
    await rejects(
      db
        .update(s.orders)
        .set({ status: sql`'Shipped'` })
        .where(sql`id = ${ids.order}`),
      'orders_status_check',
    );
    await rejects(
      db
        .update(s.providers)
        .set({ accState: sql`'banned'` })
        .where(sql`id = ${ids.provider}`),
      'providers_acc_state_check',
    );
    await rejects(
      db
        .update(s.serviceItems)
        .set({ availability: sql`'sold-out'` })
        .where(sql`id = ${ids.item}`),
      'service_items_availability_check',
    );
    await rejects(
      db.insert(s.users).values({ email: 'r@x.bh', passwordHash: 'x', role: sql`'root'` }),
      'users_role_check',
    );
  });

  it('refuses a rating outside 1..5 and a second review of one order item', async () => {
    const review = {
      orderItemId: ids.orderItem,
      customerId: ids.customer,
      providerId: ids.provider,
      serviceItemId: ids.item,
    };
    await rejects(db.insert(s.reviews).values({ ...review, rating: 6 }), 'reviews_rating_check');
    await rejects(db.insert(s.reviews).values({ ...review, rating: 0 }), 'reviews_rating_check');
    await db.insert(s.reviews).values({ ...review, rating: 5 });
    await rejects(db.insert(s.reviews).values({ ...review, rating: 4 }), 'reviews_order_item_id_unique');
  });

  it('keeps e-mails unique regardless of case', async () => {
    await rejects(
      db.insert(s.users).values({ email: 'layla@example.BH', passwordHash: 'x', role: 'customer' }),
      'users_email_lower_key',
    );
  });

  it('allows one cart per customer and one line per listing with quantity of at least 1', async () => {
    const [cart] = await db.insert(s.carts).values({ customerId: ids.customer }).returning();
    await rejects(db.insert(s.carts).values({ customerId: ids.customer }), 'carts_customer_id_unique');
    await rejects(
      db.insert(s.cartItems).values({ cartId: cart!.id, serviceItemId: ids.item, quantity: 0 }),
      'cart_items_quantity_check',
    );
    await db.insert(s.cartItems).values({ cartId: cart!.id, serviceItemId: ids.item, quantity: 2 });
    await rejects(
      db.insert(s.cartItems).values({ cartId: cart!.id, serviceItemId: ids.item, quantity: 1 }),
      'cart_items_cart_item_key',
    );
  });

  it('keeps order totals consistent and idempotency keys unique per customer', async () => {
    const base = { customerId: ids.customer, subtotalFils: 900, vatFils: 90, paymentType: 'card' as const };
    await rejects(db.insert(s.orders).values({ ...base, totalPriceFils: 1000 }), 'orders_amounts_check');
    await db.insert(s.orders).values({ ...base, totalPriceFils: 990, idempotencyKey: 'k-1' });
    await rejects(
      db.insert(s.orders).values({ ...base, totalPriceFils: 990, idempotencyKey: 'k-1' }),
      'orders_customer_idempotency_key',
    );
  });

  it('refuses transactions without their party or with negative amounts', async () => {
    const base = { status: 'completed' as const, netFils: 990, referenceNumber: 'PAY-T-1' };
    await rejects(
      db.insert(s.transactions).values({ ...base, type: 'payment', amountFils: 990 }),
      'transactions_party_check',
    );
    await rejects(
      db.insert(s.transactions).values({ ...base, type: 'payment', amountFils: -5, customerId: ids.customer }),
      'transactions_amounts_check',
    );
  });

  it('never lets an audit entry be changed or deleted', async () => {
    const [entry] = await db
      .insert(s.auditLog)
      .values({
        action: 'provider.approve',
        targetType: 'provider',
        targetId: ids.provider,
        actorUserId: ids.providerUser,
      })
      .returning();
    await rejects(
      db
        .update(s.auditLog)
        .set({ action: 'nothing' })
        .where(sql`id = ${entry!.id}`),
      'audit_log is append-only',
    );
    await rejects(db.delete(s.auditLog).where(sql`id = ${entry!.id}`), 'audit_log is append-only');
  });
});
