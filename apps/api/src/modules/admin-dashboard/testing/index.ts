import type { BookingStatus, Role, TransactionStatus, TransactionType } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  categories,
  inquiries,
  orderItems,
  orders,
  providers,
  reviews,
  serviceItems,
  transactions,
  users,
} from '../../../db/schema/index';

/** "Now" for the hand-made data set: March 2026 in Bahrain. */
export const FIXTURE_NOW = new Date('2026-03-15T09:00:00.000Z');

/**
 * A small marketplace written straight to the tables, shaped to exercise each rule of the
 * dashboard: Bahrain month edges, unpaid and cancelled orders and lines, a refund completed after
 * it was booked, a review changed after it was written. The expected figures are in the test.
 */
export async function buildDashboardFixture(app: FastifyInstance) {
  const db = app.db;
  let reference = 0;
  const user = async (email: string, role: Role, extra: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await db
      .insert(users)
      .values({ email, role, passwordHash: 'not-a-hash', isActive: true, emailConfirmed: true, ...extra })
      .returning();
    return row!;
  };
  const token = (row: typeof users.$inferSelect) =>
    app.accessTokens.sign({
      id: row.id,
      role: row.role,
      email: row.email,
      isActive: row.isActive,
      isDeleted: row.isDeleted,
      emailConfirmed: row.emailConfirmed,
    });

  // Customers: 4 not deleted, 3 of them verified; new in March (Bahrain): c1 and c4 (00:30 on 1 March).
  const c1 = await user('c1@example.bh', 'customer', { createdAt: new Date('2026-03-02T10:00:00Z') });
  await user('c2@example.bh', 'customer', { isActive: false, createdAt: new Date('2026-02-10T10:00:00Z') });
  await user('c3@example.bh', 'customer', { isDeleted: true, createdAt: new Date('2026-03-03T10:00:00Z') });
  await user('c4@example.bh', 'customer', { createdAt: new Date('2026-02-28T21:30:00Z') });
  await user('c5@example.bh', 'customer', { createdAt: new Date('2026-02-28T20:30:00Z') });
  const admin = await user('admin@example.bh', 'admin');
  const superAdmin = await user('super@example.bh', 'superAdmin');

  const [category] = await db.insert(categories).values({ name: 'Home' }).returning();
  const provider = async (name: string, accState: 'active' | 'pending' | 'rejected' | 'inactive') => {
    const owner = await user(`${name.toLowerCase()}@example.bh`, 'provider');
    const [row] = await db.insert(providers).values({ userId: owner.id, businessName: name, accState }).returning();
    return { id: row!.id, owner };
  };
  const alpha = await provider('Alpha', 'active');
  const beta = await provider('Beta', 'active');
  const gamma = await provider('Gamma', 'pending');
  await provider('Delta', 'rejected');
  await provider('Echo', 'inactive');

  const listing = async (
    providerId: string,
    name: string,
    type: 'service' | 'item',
    availability: 'available' | 'unavailable' | 'discontinued',
  ) => {
    const [row] = await db
      .insert(serviceItems)
      .values({
        providerId,
        categoryId: category!.id,
        type,
        name,
        priceFils: 5000,
        availableQuantity: type === 'item' ? 10 : null,
        availability,
      })
      .returning();
    return { id: row!.id, providerId, type, name };
  };
  const deepCleaning = await listing(alpha.id, 'Deep cleaning', 'service', 'available');
  const waterPump = await listing(alpha.id, 'Water pump', 'item', 'available');
  const airFilter = await listing(beta.id, 'Air filter', 'item', 'unavailable');
  await listing(beta.id, 'Old service', 'service', 'discontinued');
  const gardenCare = await listing(gamma.id, 'Garden care', 'service', 'available');

  type Listing = typeof deepCleaning;
  const order = async (status: BookingStatus, paid: boolean, lines: [Listing, number, BookingStatus][]) => {
    const subtotal = 900 * lines.length;
    const [row] = await db
      .insert(orders)
      .values({
        customerId: c1.id,
        status,
        subtotalFils: subtotal,
        vatFils: subtotal / 10,
        totalPriceFils: subtotal + subtotal / 10,
        paymentType: 'card',
        isPaymentSuccess: paid,
      })
      .returning();
    const inserted = await db
      .insert(orderItems)
      .values(
        lines.map(([item, quantity, lineStatus]) => ({
          orderId: row!.id,
          serviceItemId: item.id,
          providerId: item.providerId,
          type: item.type,
          name: item.name,
          quantity,
          unitPriceFils: 900,
          referencePriceFils: 5000,
          status: lineStatus,
        })),
      )
      .returning();
    return { id: row!.id, lines: inserted };
  };
  const o1 = await order('Completed', true, [
    [waterPump, 3, 'Completed'],
    [deepCleaning, 1, 'Completed'],
  ]);
  // O2 goes the app's way: placed unpaid, then paid, then one line cancelled and the other started.
  const o2 = await order('Pending', false, [
    [waterPump, 2, 'Pending'],
    [airFilter, 1, 'Pending'],
  ]);
  await db.update(orders).set({ isPaymentSuccess: true }).where(eq(orders.id, o2.id));
  await db.update(orderItems).set({ status: 'Cancelled' }).where(eq(orderItems.id, o2.lines[1]!.id));
  await db.update(orderItems).set({ status: 'InProgress' }).where(eq(orderItems.id, o2.lines[0]!.id));
  await db.update(orders).set({ status: 'InProgress' }).where(eq(orders.id, o2.id));
  const o3 = await order('Pending', false, [[waterPump, 4, 'Pending']]);
  const o4 = await order('Cancelled', true, [[deepCleaning, 1, 'Cancelled']]);
  const o5 = await order('Confirmed', true, [[airFilter, 1, 'Confirmed']]);
  const o6 = await order('Completed', true, [[gardenCare, 1, 'Completed']]);

  const money = async (
    type: TransactionType,
    status: TransactionStatus,
    amountFils: number,
    createdAt: string,
    party: { orderId?: string; providerId?: string; feeFils?: number },
  ) => {
    reference += 1;
    const fee = party.feeFils ?? 0;
    const [row] = await db
      .insert(transactions)
      .values({
        type,
        status,
        amountFils,
        feeFils: fee,
        netFils: amountFils - fee,
        orderId: party.orderId ?? null,
        customerId: type === 'payment' || type === 'refund' ? c1.id : null,
        providerId: party.providerId ?? null,
        referenceNumber: `DASH-${reference}`,
        createdAt: new Date(createdAt),
      })
      .returning();
    return row!;
  };
  await money('payment', 'completed', 1980, '2026-03-05T10:00:00Z', { orderId: o1.id });
  await money('payment', 'completed', 1980, '2026-02-20T10:00:00Z', { orderId: o2.id });
  await money('payment', 'failed', 990, '2026-03-11T10:00:00Z', { orderId: o3.id });
  await money('payment', 'completed', 990, '2026-03-10T10:00:00Z', { orderId: o4.id });
  await money('payment', 'completed', 990, '2026-01-15T10:00:00Z', { orderId: o5.id });
  // 22:00 UTC on 31 December is 01:00 on 1 January in Bahrain.
  await money('payment', 'completed', 990, '2025-12-31T22:00:00Z', { orderId: o6.id });
  await money('refund', 'completed', 990, '2026-03-12T10:00:00Z', { orderId: o4.id });
  const lineRefund = await money('refund', 'pending', 990, '2026-02-25T10:00:00Z', { orderId: o2.id });
  await db.update(transactions).set({ status: 'completed' }).where(eq(transactions.id, lineRefund.id));
  await money('earning', 'completed', 900, '2026-03-06T10:00:00Z', { providerId: alpha.id, feeFils: 90 });
  await money('earning', 'completed', 900, '2026-03-06T10:00:00Z', { providerId: alpha.id, feeFils: 90 });
  await money('earning', 'completed', 900, '2026-01-02T10:00:00Z', { providerId: gamma.id, feeFils: 90 });
  await money('payout', 'pending', 1620, '2026-03-07T10:00:00Z', { providerId: alpha.id });
  await money('payout', 'pending', 810, '2026-03-08T10:00:00Z', { providerId: gamma.id });
  await money('payout', 'completed', 500, '2026-02-08T10:00:00Z', { providerId: alpha.id });

  const review = async (line: { id: string; serviceItemId: string; providerId: string }, rating: number) => {
    const [row] = await db
      .insert(reviews)
      .values({
        orderItemId: line.id,
        customerId: c1.id,
        providerId: line.providerId,
        serviceItemId: line.serviceItemId,
        rating,
      })
      .returning();
    return row!;
  };
  await review(o1.lines[0]!, 5);
  const changed = await review(o1.lines[1]!, 3);
  await db.update(reviews).set({ rating: 4 }).where(eq(reviews.id, changed.id));
  await review(o6.lines[0]!, 5);

  const inquiry = (status: 'new' | 'resolved') =>
    db.insert(inquiries).values({ name: 'Sara', email: 'sara@example.bh', subject: 'Hello', message: 'Hi', status });
  await inquiry('new');
  await inquiry('new');
  await inquiry('resolved');

  return {
    ids: { deepCleaning, waterPump, airFilter, gardenCare, alpha, beta, gamma },
    tokens: {
      admin: await token(admin),
      superAdmin: await token(superAdmin),
      customer: await token(c1),
      provider: await token(alpha.owner),
    },
  };
}
