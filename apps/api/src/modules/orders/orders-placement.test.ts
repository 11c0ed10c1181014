import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, notifications, orderStatusHistory, orders, serviceItems } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  customerWithCart,
  orderMarketplace,
  placeOrderRequest,
  setStock,
  stockOf,
  type OrderMarketplace,
} from './testing';

describe('placing an order', () => {
  let t: TestApp;
  let m: OrderMarketplace;
  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
  });
  afterAll(() => t.close());

  it('turns the cart into a pending order: snapshot per line, price rule, stock reserved, cart emptied', async () => {
    const customer = await customerWithCart(t.app, [
      { serviceItemId: m.service.id },
      { serviceItemId: m.tap.id, quantity: 2 },
      { serviceItemId: m.lamp.id, quantity: 1 },
    ]);
    const response = await placeOrderRequest(t.app, customer);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      Status: 'Pending',
      CancelledAt: null,
      // 3 lines x 0.900 = 2.70, VAT 0.27, total 2.97 (spec section 9).
      Subtotal: 2.7,
      Vat: 0.27,
      TotalPrice: 2.97,
      PaymentType: 'card',
      IsPaymentSuccess: false,
    });
    expect(Date.parse(order.ReservationExpiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(order.OrderItems).toEqual([
      expect.objectContaining({
        Name: 'Leak repair',
        Type: 'service',
        Quantity: 1,
        Status: 'Pending',
        UnitPrice: 0.9,
        // The listing's own price (the test listings' 10.000 BHD), for the provider's reference.
        ReferencePrice: 10,
        ProviderName: 'Manama Pipes',
      }),
      expect.objectContaining({ Name: 'Kitchen tap', Type: 'item', Quantity: 2, ProviderId: m.pipes.provider.id }),
      expect.objectContaining({ Name: 'Desk lamp', Type: 'item', Quantity: 1, ProviderName: 'Riffa Lights' }),
    ]);
    expect(await stockOf(t.app, m.tap.id)).toBe(3);
    expect(await stockOf(t.app, m.lamp.id)).toBe(4);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.cartId, customer.cartId))).toEqual([]);
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.OrderId));
    expect(history).toHaveLength(4);
    const [notice] = await t.app.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
    expect(notice).toMatchObject({ type: 'order.placed', link: `/customer-dashboard/order/${order.OrderId}` });
    // The snapshot survives a later rename of the listing.
    await t.app.db.update(serviceItems).set({ name: 'Renamed' }).where(eq(serviceItems.id, m.service.id));
    const again = await call(t.app, { method: 'GET', url: `/api/Order/${order.OrderId}`, headers: customer.headers });
    expect(again.json().OrderItems[0].Name).toBe('Leak repair');
    await t.app.db.update(serviceItems).set({ name: 'Leak repair' }).where(eq(serviceItems.id, m.service.id));
  });

  it('returns the same order for a retried Idempotency-Key, and never a second one', async () => {
    const customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    const first = await placeOrderRequest(t.app, customer, 'checkout-1');
    const retry = await placeOrderRequest(t.app, customer, 'checkout-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().OrderId).toBe(first.json().OrderId);
    const other = await placeOrderRequest(t.app, customer, 'checkout-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().Message).toBe('Your cart is empty. Add a service or item before checking out.');
    const placed = await t.app.db.select().from(orders).where(eq(orders.customerId, customer.user.id));
    expect(placed).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key with the rule', async () => {
    const customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    const response = await placeOrderRequest(t.app, customer, 'has spaces in it');
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toContain('The Idempotency-Key header must be 1 to 100 letters');
  });

  it('refuses what cannot be sold and leaves cart and stock as they were', async () => {
    await setStock(t.app, m.lamp.id, 1);
    const customer = await customerWithCart(t.app, [
      { serviceItemId: m.tap.id, quantity: 1 },
      { serviceItemId: m.lamp.id, quantity: 2 },
    ]);
    const tapBefore = await stockOf(t.app, m.tap.id);
    const response = await placeOrderRequest(t.app, customer);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe(
      'Only 1 of "Desk lamp" left in stock. Please lower the quantity in your cart.',
    );
    expect(await stockOf(t.app, m.tap.id)).toBe(tapBefore);
    expect(await stockOf(t.app, m.lamp.id)).toBe(1);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.cartId, customer.cartId))).toHaveLength(2);

    await setStock(t.app, m.lamp.id, 0);
    const soldOut = await placeOrderRequest(t.app, customer);
    expect(soldOut.json().Message).toBe('"Desk lamp" is out of stock. Please remove it from your cart.');
    await setStock(t.app, m.lamp.id, 5);

    await t.app.db.update(serviceItems).set({ availability: 'unavailable' }).where(eq(serviceItems.id, m.tap.id));
    const unavailable = await placeOrderRequest(t.app, customer);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().Message).toBe('"Kitchen tap" is no longer available. Please remove it from your cart.');
    await t.app.db.update(serviceItems).set({ availability: 'available' }).where(eq(serviceItems.id, m.tap.id));
  });

  it('refuses an empty cart, a cart that is not yours, and anyone but the customer', async () => {
    const empty = await customerWithCart(t.app, []);
    const response = await placeOrderRequest(t.app, empty);
    expect(response.statusCode).toBe(409);

    const owner = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    const intruder = await customerWithCart(t.app, []);
    const foreignCart = await call(t.app, {
      method: 'POST',
      url: '/api/Order',
      headers: intruder.headers,
      payload: { CustomerId: intruder.user.id, CartId: owner.cartId, PaymentType: 'card' },
    });
    expect(foreignCart.statusCode).toBe(404);
    expect(foreignCart.json().Message).toBe('Your cart was not found. Please refresh the page and try again.');
    const onBehalf = await call(t.app, {
      method: 'POST',
      url: '/api/Order',
      headers: intruder.headers,
      payload: { CustomerId: owner.user.id, CartId: owner.cartId, PaymentType: 'card' },
    });
    expect(onBehalf.statusCode).toBe(403);
    const asProvider = await call(t.app, {
      method: 'POST',
      url: '/api/Order',
      headers: m.pipes.headers,
      payload: { CustomerId: owner.user.id, CartId: owner.cartId, PaymentType: 'card' },
    });
    expect(asProvider.statusCode).toBe(403);
    const visitor = await call(t.app, {
      method: 'POST',
      url: '/api/Order',
      payload: { CustomerId: owner.user.id, CartId: owner.cartId, PaymentType: 'card' },
    });
    expect(visitor.statusCode).toBe(401);
    const badPayment = await call(t.app, {
      method: 'POST',
      url: '/api/Order',
      headers: owner.headers,
      payload: { CustomerId: owner.user.id, CartId: owner.cartId, PaymentType: 'cash' },
    });
    expect(badPayment.statusCode).toBe(400);
    const untouched = await t.app.db.select().from(cartItems).where(eq(cartItems.cartId, owner.cartId));
    expect(untouched).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, owner.user.id), isNull(orders.cancelledAt))),
    ).toEqual([]);
  });
});
