import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, orderItems, orders, transactions } from '../../../db/schema/index';
import { call } from '../../../../test/account-helpers';
import { addCategory, addListing, providerWithToken, userWithToken } from '../../service-items/testing';

/** What a gateway adapter throws when it cannot be reached, for tests that play an outage. */
export { GatewayError } from '../payment-gateway';

// Orders written straight to the database (POST /api/Order belongs to the orders module): a
// customer, two providers with one line each, priced like the real thing (2 lines = 1.980 BHD).

export type Headers = { authorization: string };

export async function paymentParties(app: FastifyInstance) {
  const [customer, stranger, admin] = [
    await userWithToken(app, 'customer'),
    await userWithToken(app, 'customer'),
    await userWithToken(app, 'admin'),
  ];
  const category = await addCategory(app, `Cleaning ${customer.user.id.slice(0, 6)}`);
  const first = await providerWithToken(app, 'active', 'Manama Cleaners');
  const second = await providerWithToken(app, 'active', 'Riffa Repairs');
  const listings = [
    await addListing(app, { providerId: first.provider.id, categoryId: category.id, name: 'Deep clean' }),
    await addListing(app, { providerId: second.provider.id, categoryId: category.id, name: 'AC service' }),
  ];
  return { customer, stranger, admin, providers: [first, second], listings };
}

export type PaymentParties = Awaited<ReturnType<typeof paymentParties>>;

export async function placeOrder(
  app: FastifyInstance,
  parties: PaymentParties,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await app.db
    .insert(orders)
    .values({
      customerId: parties.customer.user.id,
      subtotalFils: 1800,
      vatFils: 180,
      totalPriceFils: 1980,
      paymentType: 'card',
      reservationExpiresAt: new Date(Date.now() + 30 * 60_000),
      ...overrides,
    })
    .returning();
  await app.db.insert(orderItems).values(
    parties.listings.map((listing) => ({
      orderId: order!.id,
      serviceItemId: listing.id,
      providerId: listing.providerId,
      type: 'service' as const,
      name: listing.name,
      quantity: 1,
      unitPriceFils: 900,
      referencePriceFils: listing.priceFils,
    })),
  );
  return order!;
}

export const post = (app: FastifyInstance, url: string, headers: Headers | undefined, payload: object) =>
  call(app, { method: 'POST', url, ...(headers ? { headers } : {}), payload });

export const checkout = (app: FastifyInstance, headers: Headers, orderId: string) =>
  post(app, '/api/Payment/checkout', headers, { OrderId: orderId });

/** Approves a sandbox charge as the payer would on the gateway's page (303 back to the shop). */
export const approveSandboxCharge = (app: FastifyInstance, chargeId: string) =>
  call(app, {
    method: 'POST',
    url: `/payment-sandbox/${chargeId}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'x=1',
  });

/** An order placed for the parties and paid through the sandbox gateway, as a customer pays. */
export async function paidOrder(app: FastifyInstance, parties: PaymentParties) {
  const order = await placeOrder(app, parties);
  const { ChargeId } = (await checkout(app, parties.customer.headers, order.id)).json();
  const approved = await approveSandboxCharge(app, ChargeId);
  if (approved.statusCode !== 303) throw new Error(`the sandbox refused the payment: ${approved.body}`);
  return order;
}

export const verify = (app: FastifyInstance, headers: Headers, orderId: string, chargeId?: string) =>
  post(app, '/api/Payment/verify', headers, chargeId ? { OrderId: orderId, ChargeId: chargeId } : { OrderId: orderId });

export async function orderRow(app: FastifyInstance, orderId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export function orderTransactions(app: FastifyInstance, orderId: string) {
  return app.db.select().from(transactions).where(eq(transactions.orderId, orderId)).orderBy(transactions.createdAt);
}

export async function notificationTypes(app: FastifyInstance, userId: string, orderId: string) {
  const rows = await app.db
    .select({ type: notifications.type, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));
  return rows.filter((row) => row.data?.['orderId'] === orderId).map((row) => row.type);
}
