import { LOGIN_ERRORS, PROVIDER_ERRORS, TRANSACTION_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken, userWithToken } from '../service-items/testing';
import { recordEarning } from './earnings';
import { addOrder, addTransaction, send } from './testing';

type Headers = Record<string, string>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('provider transactions and balance', () => {
  let t: TestApp;
  let providerId: string;
  let orderId: string;
  const headers: Record<string, Headers> = {};
  const ref: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const app = t.app;
    const pipes = await providerWithToken(app, 'active', 'Manama Pipes');
    const other = await providerWithToken(app, 'active', 'Riffa Cleaners');
    providerId = pipes.provider.id;
    headers.owner = pipes.headers;
    headers.other = other.headers;
    headers.admin = (await userWithToken(app, 'superAdmin')).headers;
    const customer = await userWithToken(app, 'customer');
    headers.customer = customer.headers;
    const { order, items } = await addOrder(app, customer.user.id, [
      { providerId, name: 'Leak repair', status: 'Completed' },
    ]);
    orderId = order.id;
    // e1 through the real booking; the rest seconds later so the newest-first order is known.
    await recordEarning(app.db, items[0]!.id, 1000);
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const earning = {
      type: 'earning',
      providerId,
      amountFils: 900,
      feeFils: 90,
      netFils: 810,
      commissionRateBp: 1000,
    } as const;
    const payout = { type: 'payout', providerId, paymentMethod: 'bank-transfer' } as const;
    const rows = [
      ['e2', { ...earning, paymentMethod: 'benefit', description: 'Earning two' }],
      ['e3', { ...earning, paymentMethod: 'card', description: 'Earning three' }],
      ['p1', { ...payout, amountFils: 1000, description: 'Payout one' }],
      ['p2', { ...payout, amountFils: 500, status: 'pending', description: 'Payout two' }],
      ['p3', { ...payout, amountFils: 300, status: 'cancelled', description: 'Payout three' }],
    ] as const;
    for (const [index, [key, values]] of rows.entries()) {
      ref[key] = (await addTransaction(app, values, later(index + 1))).referenceNumber;
    }
    // Someone else's money, and a customer payment of this order: neither is this provider's record.
    await addTransaction(app, { ...earning, providerId: other.provider.id });
    await addTransaction(app, { type: 'payment', amountFils: 990, customerId: customer.user.id, orderId });
  });
  afterAll(() => t.close());

  const list = (query = '', as: Headers = headers.owner!, id = providerId) =>
    send(t.app, 'GET', `/api/Transaction/provider/${id}${query}`, as);
  const balance = (as: Headers = headers.owner!, id = providerId) =>
    send(t.app, 'GET', `/api/Payout/provider/${id}/balance`, as);
  const keysOf = (body: { Items: { ReferenceNumber: string }[] }) =>
    body.Items.map((item) => Object.entries(ref).find(([, value]) => value === item.ReferenceNumber)?.[0] ?? 'e1');

  it('lists earnings and payouts newest first with fees, net amount and commission rate', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(keysOf(body)).toEqual(['p3', 'p2', 'p1', 'e3', 'e2', 'e1']);
    expect(body).toMatchObject({ hasMore: false, currentPage: 1 });
    const e1 = body.Items[5];
    expect(e1).toEqual({
      TransactionId: expect.any(String),
      OrderId: orderId,
      Type: 'earning',
      Status: 'completed',
      Amount: 0.9,
      Fees: 0.09,
      NetAmount: 0.81,
      CommissionRate: 10,
      PaymentMethod: 'Credit Card',
      ReferenceNumber: expect.stringMatching(/^ERN-/),
      Description: `Earning for Leak repair (order #${orderId.slice(0, 8).toUpperCase()})`,
      CreatedAt: expect.any(String),
    });
    expect(body.Items[4]).toMatchObject({ PaymentMethod: 'BenefitPay', OrderId: null });
    expect(body.Items[1]).toMatchObject({
      Type: 'payout',
      Status: 'pending',
      Amount: 0.5,
      Fees: 0,
      NetAmount: 0.5,
      CommissionRate: 0,
      PaymentMethod: 'Bank Transfer',
      OrderId: null,
      Description: 'Payout two',
    });
  });

  it('filters by type and status and pages with hasMore', async () => {
    expect(keysOf((await list('?type=payout')).json())).toEqual(['p3', 'p2', 'p1']);
    expect(keysOf((await list('?status=pending')).json())).toEqual(['p2']);
    expect(keysOf((await list('?type=earning&status=completed')).json())).toEqual(['e3', 'e2', 'e1']);
    const first = (await list('?type=earning&pageSize=2')).json();
    expect([keysOf(first), first.hasMore, first.currentPage]).toEqual([['e3', 'e2'], true, 1]);
    const second = (await list('?type=earning&pageSize=2&page=2')).json();
    expect([keysOf(second), second.hasMore, second.currentPage]).toEqual([['e1'], false, 2]);
    for (const bad of ['?type=payment', '?type=all', '?status=done', '?pageSize=0']) {
      expect((await list(bad)).statusCode).toBe(400);
    }
  });

  it('answers the balance: earned net, paid out, pending and available', async () => {
    const res = await balance();
    expect(res.statusCode).toBe(200);
    // Earned 3 x 810; paid out 1000; pending 500 (the cancelled 300 counts nowhere); 2430 - 1500 = 930.
    expect(res.json()).toEqual({
      ProviderId: providerId,
      TotalEarned: 2.43,
      PaidOut: 1,
      PendingPayouts: 0.5,
      AvailableBalance: 0.93,
    });
  });

  it('shows a business’s money to its provider and admins only', async () => {
    for (const res of [await list('', headers.other), await balance(headers.other)]) {
      expect([res.statusCode, res.json().Message]).toEqual([403, TRANSACTION_ERRORS.notYourBusiness]);
    }
    // An unknown id looks the same as someone else's to a provider, and is 404 for an admin.
    expect((await list('', headers.other, UNKNOWN)).statusCode).toBe(403);
    expect((await balance(headers.other, UNKNOWN)).statusCode).toBe(403);
    for (const res of [await list('', headers.admin, UNKNOWN), await balance(headers.admin, UNKNOWN)]) {
      expect([res.statusCode, res.json().Message]).toEqual([404, PROVIDER_ERRORS.notFound]);
    }
    for (const res of [await list('', headers.customer), await balance(headers.customer)]) {
      expect([res.statusCode, res.json().Message]).toEqual([403, LOGIN_ERRORS.forbidden]);
    }
    expect((await list('', {})).statusCode).toBe(401);
    expect((await balance({})).statusCode).toBe(401);
    expect(keysOf((await list('', headers.admin)).json())).toHaveLength(6);
    expect((await balance(headers.admin)).json().AvailableBalance).toBe(0.93);
  });
});
