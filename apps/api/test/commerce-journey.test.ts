import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './account-helpers';
import { createTestApp, type TestApp } from './test-app';
import { orderMarketplace, type OrderMarketplace } from '../src/modules/orders/testing';
import { userWithToken } from '../src/modules/service-items/testing';

// One customer's money, through HTTP only: cart -> order -> sandbox payment -> provider work ->
// earning -> partial refund -> transactions -> payout settled by an admin.
describe('commerce journey through the sandbox gateway', () => {
  let t: TestApp;
  let m: OrderMarketplace;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://market.example' });
    m = await orderMarketplace(t.app);
    customer = await userWithToken(t.app, 'customer');
  });
  afterAll(() => t.close());

  const as = (headers: Record<string, string>) => ({
    get: (url: string) => call(t.app, { method: 'GET', url, headers }),
    post: (url: string, payload?: object) => call(t.app, { method: 'POST', url, headers, payload }),
    patch: (url: string, payload?: object) => call(t.app, { method: 'PATCH', url, headers, payload }),
    put: (url: string, payload?: object) => call(t.app, { method: 'PUT', url, headers, payload }),
  });

  it('pays, works, refunds and pays out to the fils', async () => {
    const me = as(customer.headers);
    const cart = (await me.get(`/api/Cart/customer/${customer.user.id}`)).json();
    for (const [listing, quantity] of [
      [m.service.id, 1],
      [m.lamp.id, 2],
    ] as const) {
      const added = await me.post('/api/Cart/item', {
        CartId: cart.CartId,
        ServiceItemId: listing,
        Quantity: quantity,
        ModifiedBy: customer.user.id,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const filled = (await me.get(`/api/Cart/customer/${customer.user.id}`)).json();
    expect(filled).toMatchObject({ CartValue: 1.8, Vat: 0.18, Total: 1.98 });

    const placed = await me.post('/api/Order', {
      CustomerId: customer.user.id,
      CartId: cart.CartId,
      PaymentType: 'benefit',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    // The cart panel's total is exactly what the order charges.
    expect(order.TotalPrice).toBe(filled.Total);
    const [serviceLine, lampLine] = order.OrderItems;

    // Checkout: the hosted sandbox page, the payer approves, the gateway sends them back.
    const checkout = await me.post('/api/Payment/checkout', { OrderId: order.OrderId });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const page = new URL(checkout.json().PaymentUrl);
    const hosted = await call(t.app, { method: 'GET', url: page.pathname });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain('1.980');
    const approved = await call(t.app, { method: 'POST', url: `${page.pathname}/approve` });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(back.origin + back.pathname).toBe('https://market.example/payment/result');
    expect(back.searchParams.get('orderId')).toBe(order.OrderId);

    const verified = await me.post('/api/Payment/verify', {
      OrderId: order.OrderId,
      ChargeId: back.searchParams.get('tap_id'),
    });
    expect(verified.json()).toMatchObject({ Status: 'paid', IsPaymentSuccess: true, Amount: 1.98 });

    // The providers now see the order, each with its own line.
    const pipes = as(m.pipes.headers);
    const pipesOrders = (await pipes.get(`/api/Order/provider/user/${m.pipes.user.id}`)).json();
    expect(pipesOrders.Orders[0].OrderItems.map((item: { Name: string }) => item.Name)).toEqual(['Leak repair']);
    for (const action of ['confirm', 'start', 'complete']) {
      expect((await pipes.patch(`/api/OrderItem/${serviceLine.OrderItemId}/${action}`)).statusCode).toBe(200);
    }
    // Riffa Lights cannot deliver: its line is cancelled and refunded (0.99 of the 1.98).
    expect((await as(m.lights.headers).patch(`/api/OrderItem/${lampLine.OrderItemId}/cancel`)).statusCode).toBe(200);
    const final = (await me.get(`/api/Order/${order.OrderId}`)).json();
    expect(final.Status).toBe('Completed');

    const history = (await me.get(`/api/Transaction?customerId=${customer.user.id}`)).json();
    expect(
      history.Items.map((row: { Type: string; Status: string; Amount: number }) => [row.Type, row.Status, row.Amount]),
    ).toEqual([
      ['refund', 'completed', 0.99],
      ['payment', 'completed', 1.98],
    ]);
    const summary = (await me.get(`/api/Transaction/customer/${customer.user.id}/summary`)).json();
    expect(summary).toMatchObject({ totalAmount: 0.99, totalTransactions: 2, pendingAmount: 0 });

    // The provider earned 0.900 less 10%: 0.810, asks for it, an admin settles it.
    const balance = (await pipes.get(`/api/Payout/provider/${m.pipes.provider.id}/balance`)).json();
    expect(balance).toMatchObject({ TotalEarned: 0.81, AvailableBalance: 0.81 });
    const bank = { AccountHolder: 'Manama Pipes', BankName: 'BBK', Iban: 'bh67 bmag 0000 1299 1234 56' };
    expect((await pipes.put(`/api/Provider/${m.pipes.provider.id}/bank-details`, bank)).statusCode).toBe(200);
    const payout = await pipes.post('/api/Payout', { ProviderId: m.pipes.provider.id, Amount: 0.81 });
    expect(payout.statusCode, payout.body).toBe(201);
    const settled = await as(m.admin.headers).patch(`/api/Payout/${payout.json().PayoutId}/settle`, {});
    expect(settled.json().Status).toBe('completed');
    const after = (await pipes.get(`/api/Payout/provider/${m.pipes.provider.id}/balance`)).json();
    expect(after).toMatchObject({ TotalEarned: 0.81, PaidOut: 0.81, PendingPayouts: 0, AvailableBalance: 0 });
  });
});
