import { issueInvoice } from '../../tax-documents';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  cartItems,
  carts,
  orders,
  paymentCharges,
  sandboxCharges,
  serviceItems,
  transactions,
} from '../../../db/schema/index';
import { call } from '../../../../test/account-helpers';
import { addCategory, addListing, providerWithToken, userWithToken } from '../../service-items/testing';

// A small marketplace for order tests: two providers, a service and two stocked items, and
// customers whose carts are written straight to the database.

export async function orderMarketplace(app: FastifyInstance) {
  const category = await addCategory(app, `Home ${Math.random()}`);
  const pipes = await providerWithToken(app, 'active', 'Manama Pipes');
  const lights = await providerWithToken(app, 'active', 'Riffa Lights');
  const service = await addListing(app, {
    providerId: pipes.provider.id,
    categoryId: category.id,
    name: 'Leak repair',
  });
  const tap = await addListing(app, {
    providerId: pipes.provider.id,
    categoryId: category.id,
    name: 'Kitchen tap',
    type: 'item',
  });
  const lamp = await addListing(app, {
    providerId: lights.provider.id,
    categoryId: category.id,
    name: 'Desk lamp',
    type: 'item',
  });
  const admin = await userWithToken(app, 'admin');
  return { category, pipes, lights, service, tap, lamp, admin };
}

export type OrderMarketplace = Awaited<ReturnType<typeof orderMarketplace>>;

export async function setStock(app: FastifyInstance, serviceItemId: string, quantity: number): Promise<void> {
  await app.db.update(serviceItems).set({ availableQuantity: quantity }).where(eq(serviceItems.id, serviceItemId));
}

export async function stockOf(app: FastifyInstance, serviceItemId: string): Promise<number | null> {
  const [row] = await app.db.select().from(serviceItems).where(eq(serviceItems.id, serviceItemId));
  return row!.availableQuantity;
}

/** A signed-in customer whose cart holds these lines. */
export async function customerWithCart(
  app: FastifyInstance,
  lines: readonly { serviceItemId: string; quantity?: number }[],
) {
  const customer = await userWithToken(app, 'customer');
  const [cart] = await app.db.insert(carts).values({ customerId: customer.user.id }).returning();
  const start = Date.now();
  if (lines.length > 0) {
    await app.db.insert(cartItems).values(
      lines.map((line, index) => ({
        cartId: cart!.id,
        serviceItemId: line.serviceItemId,
        quantity: line.quantity ?? 1,
        createdAt: new Date(start + index),
      })),
    );
  }
  return { ...customer, cartId: cart!.id };
}

export type CartCustomer = Awaited<ReturnType<typeof customerWithCart>>;

export function placeOrderRequest(app: FastifyInstance, customer: CartCustomer, idempotencyKey?: string) {
  return call(app, {
    method: 'POST',
    url: '/api/Order',
    headers: { ...customer.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { CustomerId: customer.user.id, CartId: customer.cartId, PaymentType: 'card' },
  });
}

/** Places the customer's cart as an order and answers its id (fails the test otherwise). */
export async function placeOrder(app: FastifyInstance, customer: CartCustomer): Promise<string> {
  const response = await placeOrderRequest(app, customer);
  if (response.statusCode !== 201) throw new Error(`placing the order failed: ${response.body}`);
  return response.json<{ OrderId: string }>().OrderId;
}

/**
 * What a captured sandbox charge leaves behind, written directly (the payment flow itself is
 * tested with the payments module): the gateway's record, ours, the payment, the paid order.
 */
export async function markPaid(app: FastifyInstance, orderId: string): Promise<void> {
  const [order] = await app.db
    .update(orders)
    .set({ isPaymentSuccess: true, paidAt: new Date(), reservationExpiresAt: null })
    .where(eq(orders.id, orderId))
    .returning();
  const chargeId = `chg_sbx_test_${orderId.replaceAll('-', '')}`;
  await app.db.insert(sandboxCharges).values({
    id: chargeId,
    amountFils: order!.totalPriceFils,
    currency: 'BHD',
    reference: orderId,
    sourceId: 'src_card',
    redirectUrl: 'http://localhost/payment/result',
    status: 'CAPTURED',
    decidedAt: new Date(),
  });
  await app.db.insert(paymentCharges).values({
    orderId,
    gateway: 'sandbox',
    chargeId,
    amountFils: order!.totalPriceFils,
    paymentType: order!.paymentType,
    status: 'captured',
    paymentUrl: `http://localhost/payment-sandbox/${chargeId}`,
    gatewayStatus: 'CAPTURED',
  });
  await app.db.insert(transactions).values({
    type: 'payment',
    status: 'completed',
    amountFils: order!.totalPriceFils,
    netFils: order!.totalPriceFils,
    orderId,
    customerId: order!.customerId,
    referenceNumber: `PAY-TEST-${orderId.slice(0, 8)}`,
    paymentMethod: order!.paymentType,
    gateway: 'sandbox',
    gatewayChargeId: chargeId,
    description: 'Payment for a test order',
  });
  // As the real confirmation does, the payment is invoiced (issue 36).
  await app.db.transaction((tx) => issueInvoice(tx, orderId, order!.paidAt!));
}

export function itemAction(app: FastifyInstance, headers: Record<string, string>, orderItemId: string, action: string) {
  return call(app, { method: 'PATCH', url: `/api/OrderItem/${orderItemId}/${action}`, headers });
}
