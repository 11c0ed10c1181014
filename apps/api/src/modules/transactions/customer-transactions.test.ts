import { LOGIN_ERRORS, TRANSACTION_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken, userWithToken } from '../service-items/testing';
import { currentBahrainMonthStart } from '../../lib/bahrain-calendar';
import { addOrder, addTransaction, send } from './testing';
import { summarizeNamesInArabic } from './transaction.mapper';

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

describe('customer transactions', () => {
  let t: TestApp;
  const who: Record<string, { id: string; headers: Headers }> = {};
  const ref: Record<number, string> = {};
  const number = (orderId: string) => orderId.slice(0, 8).toUpperCase();

  beforeAll(async () => {
    t = await createTestApp();
    const app = t.app;
    for (const role of ['customer', 'admin'] as const) {
      const { user, headers } = await userWithToken(app, role);
      who[role] = { id: user.id, headers };
    }
    const other = await userWithToken(app, 'customer');
    who.other = { id: other.user.id, headers: other.headers };
    const pipes = await providerWithToken(app, 'active', 'Manama Pipes');
    const riffa = await providerWithToken(app, 'active', 'Riffa Cleaners');
    who.provider = { id: pipes.user.id, headers: pipes.headers };
    const P1 = pipes.provider.id;
    const P2 = riffa.provider.id;
    const a = who.customer!.id;
    const o1 = await addOrder(app, a, [
      { providerId: P1, name: 'Leak repair' },
      { providerId: P2, name: 'Deep clean' },
      { providerId: P1, name: 'AC service' },
    ]);
    const o2 = await addOrder(app, a, [{ providerId: P2, name: 'Sofa 50%_off' }], { paymentType: 'benefit' });
    const o3 = await addOrder(app, a, [{ providerId: P1, name: 'Garden care' }], { paid: false });
    // "This month" rows a few seconds into the current Bahrain month, older ones weeks before it.
    const month = currentBahrainMonthStart().getTime();
    const at = (seconds: number) => new Date(month + seconds * 1000);
    const customer = { customerId: a };
    const rows = [
      [
        1,
        {
          type: 'payment',
          amountFils: 2970,
          orderId: o1.order.id,
          description: `Payment for order #${number(o1.order.id)}`,
        },
        at(1),
      ],
      [
        2,
        {
          type: 'payment',
          amountFils: 990,
          orderId: o2.order.id,
          paymentMethod: 'benefit',
          description: 'Payment for order #2',
        },
        at(2),
      ],
      [
        3,
        {
          type: 'refund',
          amountFils: 990,
          orderId: o1.order.id,
          orderItemId: o1.items[1]!.id,
          description: 'Refund for Deep clean',
        },
        at(3),
      ],
      [
        4,
        {
          type: 'payment',
          status: 'pending',
          amountFils: 1980,
          orderId: o3.order.id,
          description: 'Payment for order #3',
        },
        at(4),
      ],
      [
        5,
        {
          type: 'refund',
          status: 'pending',
          amountFils: 500,
          orderId: o1.order.id,
          description: 'Refund for order #1',
        },
        at(5),
      ],
      [
        6,
        {
          type: 'payment',
          status: 'failed',
          amountFils: 990,
          orderId: o2.order.id,
          description: 'Payment for order #2 declined',
        },
        at(6),
      ],
      [7, { type: 'payment', amountFils: 5000, description: 'Older payment' }, new Date(month - 40 * DAY)],
      [8, { type: 'refund', amountFils: 1000, description: 'Older refund' }, new Date(month - 35 * DAY)],
    ] as const;
    for (const [key, values, when] of rows) {
      ref[key] = (await addTransaction(app, { paymentMethod: 'card', ...customer, ...values }, when)).referenceNumber;
    }
    // Not the customer's history: a provider's earning naming the customer, another customer's payment.
    await addTransaction(app, {
      type: 'earning',
      amountFils: 900,
      providerId: P1,
      customerId: a,
      orderId: o1.order.id,
    });
    await addTransaction(app, { type: 'payment', amountFils: 990, customerId: who.other.id });
  });
  afterAll(() => t.close());

  const list = (query: string, headers = who.customer!.headers) =>
    send(t.app, 'GET', `/api/Transaction?customerId=${who.customer!.id}${query}`, headers);
  const refsOf = (body: { Items: { ReferenceNumber: string }[] }) =>
    body.Items.map((item) => Object.entries(ref).find(([, value]) => value === item.ReferenceNumber)?.[0]).map(Number);

  it('lists payments and refunds newest first with the spec’s fields', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(refsOf(body)).toEqual([6, 5, 4, 3, 2, 1, 8, 7]);
    expect(body).toMatchObject({ hasMore: false, currentPage: 1 });
    const [, pendingRefund, , itemRefund, benefit, payment, , older] = body.Items;
    expect(Object.keys(payment).sort()).toEqual(
      [
        'Amount',
        'CreatedAt',
        'Description',
        'DescriptionAr',
        'PaymentMethod',
        'ProviderName',
        'ProviderNameAr',
        'ReferenceNumber',
        'ServiceName',
        'ServiceNameAr',
        'Status',
        'TaxDocumentId',
        'TaxDocumentNumber',
        'TransactionId',
        'Type',
      ].sort(),
    );
    expect(payment).toMatchObject({
      Type: 'payment',
      Status: 'completed',
      Amount: 2.97,
      ServiceName: 'Leak repair and 2 more',
      ProviderName: 'Manama Pipes and 1 more',
      PaymentMethod: 'Credit Card',
      ReferenceNumber: ref[1],
      CreatedAt: new Date(currentBahrainMonthStart().getTime() + 1000).toISOString(),
    });
    expect(payment.Description).toMatch(/^Payment for order #[0-9A-F]{8}$/);
    expect(benefit).toMatchObject({
      PaymentMethod: 'BenefitPay',
      ServiceName: 'Sofa 50%_off',
      ProviderName: 'Riffa Cleaners',
    });
    expect(itemRefund).toMatchObject({
      Type: 'refund',
      Amount: 0.99,
      ServiceName: 'Deep clean',
      ProviderName: 'Riffa Cleaners',
    });
    expect(pendingRefund).toMatchObject({ Status: 'pending', ServiceName: 'Leak repair and 2 more' });
    expect(older).toMatchObject({ Amount: 5, ServiceName: '', ProviderName: '' });
    // The same texts in Arabic beside them; no Arabic names were written, so the names stay.
    expect(payment).toMatchObject({
      ServiceNameAr: 'Leak repair وعنصران آخران',
      ProviderNameAr: 'Manama Pipes ومزوّد آخر',
      DescriptionAr: expect.stringMatching(/^دفع الطلب رقم [0-9A-F]{8}$/),
    });
    expect(itemRefund.DescriptionAr).toMatch(/^استرداد «Deep clean» \(الطلب رقم [0-9A-F]{8}\)$/);
    const inArabic = (await list('', { ...who.customer!.headers, 'accept-language': 'ar' })).json().Items[5];
    expect(inArabic).toMatchObject({
      ServiceName: 'Leak repair وعنصران آخران',
      Description: payment.DescriptionAr,
      PaymentMethod: 'Credit Card',
    });
  });

  it('filters by type and status (left out means all)', async () => {
    expect(refsOf((await list('&type=refund')).json())).toEqual([5, 3, 8]);
    expect(refsOf((await list('&status=pending')).json())).toEqual([5, 4]);
    expect(refsOf((await list('&type=payment&status=completed')).json())).toEqual([2, 1, 7]);
    expect(refsOf((await list('&status=cancelled')).json())).toEqual([]);
    for (const bad of ['&type=earning', '&type=all', '&status=all', '&pageSize=101', '&page=0']) {
      expect((await list(bad)).statusCode).toBe(400);
    }
  });

  it('pages with hasMore and currentPage', async () => {
    const first = (await list('&pageSize=3')).json();
    expect([refsOf(first), first.hasMore, first.currentPage]).toEqual([[6, 5, 4], true, 1]);
    const third = (await list('&pageSize=3&page=3')).json();
    expect([refsOf(third), third.hasMore, third.currentPage]).toEqual([[8, 7], false, 3]);
    const exact = (await list('&pageSize=4&page=2')).json();
    expect([refsOf(exact), exact.hasMore]).toEqual([[2, 1, 8, 7], false]);
    const beyond = (await list('&pageSize=3&page=4')).json();
    expect([beyond.Items, beyond.hasMore, beyond.currentPage]).toEqual([[], false, 4]);
  });

  it('searches description, reference, service and provider names, case-insensitively and literally', async () => {
    const search = async (term: string) => refsOf((await list(`&search=${encodeURIComponent(term)}`)).json());
    expect(await search('LEAK')).toEqual([5, 1]); // an item of order 1 (the one-item refund names Deep clean only)
    expect(await search('riffa')).toEqual([6, 5, 3, 2, 1]); // a provider of orders 1 and 2
    expect(await search('declined')).toEqual([6]);
    expect(await search(ref[7]!.slice(-4).toLowerCase())).toEqual([7]);
    expect(await search('%')).toEqual([6, 2]);
    expect(await search('_')).toEqual([6, 2]);
    expect(await search('older  ')).toEqual([8, 7]);
    expect(await search('garden')).toEqual([4]);
    expect(await search('nothing like this')).toEqual([]);
    expect(refsOf((await list('&search=riffa&type=payment&pageSize=2')).json())).toEqual([6, 2]);
  });

  it('answers the summary cards computed to the fils', async () => {
    const res = await send(
      t.app,
      'GET',
      `/api/Transaction/customer/${who.customer!.id}/summary`,
      who.customer!.headers,
    );
    expect(res.statusCode).toBe(200);
    // Completed: payments 2970 + 990 + 5000, refunds 990 + 1000; this month 2970 + 990 - 990;
    // pending 1980 + 500; eight rows.
    expect(res.json()).toEqual({ totalAmount: 6.97, thisMonth: 2.97, totalTransactions: 8, pendingAmount: 2.48 });
    const empty = await send(t.app, 'GET', `/api/Transaction/customer/${who.other!.id}/summary`, who.other!.headers);
    expect(empty.json()).toEqual({ totalAmount: 0.99, thisMonth: 0.99, totalTransactions: 1, pendingAmount: 0 });
  });

  it('shows a customer only their own history; admins see anyone’s', async () => {
    const summary = (id: string, headers?: Headers) =>
      send(t.app, 'GET', `/api/Transaction/customer/${id}/summary`, headers);
    const a = who.customer!.id;
    for (const res of [await list('', who.other!.headers), await summary(a, who.other!.headers)]) {
      expect([res.statusCode, res.json().Message]).toEqual([403, TRANSACTION_ERRORS.notYourTransactions]);
    }
    for (const res of [await list('', who.provider!.headers), await summary(a, who.provider!.headers)]) {
      expect([res.statusCode, res.json().Message]).toEqual([403, LOGIN_ERRORS.forbidden]);
    }
    expect((await list('', {})).statusCode).toBe(401);
    expect((await summary(a)).statusCode).toBe(401);
    expect(refsOf((await list('', who.admin!.headers)).json())).toHaveLength(8);
    expect((await summary(a, who.admin!.headers)).json().totalTransactions).toBe(8);
    expect((await send(t.app, 'GET', '/api/Transaction', who.admin!.headers)).statusCode).toBe(400);
    expect((await summary('not-a-uuid', who.admin!.headers)).statusCode).toBe(400);
  });
});

describe('summarizeNamesInArabic', () => {
  it('agrees the count with its noun as Arabic does', () => {
    const names = (count: number) => Array.from({ length: count }, (_, index) => `اسم ${index}`);
    expect(summarizeNamesInArabic([], 'item')).toBe('');
    expect(summarizeNamesInArabic(['تنظيف', 'تنظيف'], 'item')).toBe('تنظيف');
    expect(summarizeNamesInArabic(names(2), 'item')).toBe('اسم 0 وعنصر آخر');
    expect(summarizeNamesInArabic(names(3), 'provider')).toBe('اسم 0 ومزوّدان آخران');
    expect(summarizeNamesInArabic(names(4), 'item')).toBe('اسم 0 و3 عناصر أخرى');
    expect(summarizeNamesInArabic(names(12), 'item')).toBe('اسم 0 و11 عنصرًا آخر');
    expect(summarizeNamesInArabic(names(101), 'provider')).toBe('اسم 0 و100 مزوّد آخر');
  });
});
