import type { DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRealApi } from '@/testing/real-api';
import { adminPortal, failure } from '@/testing/real-api-portals';

// The admin area's orders, payouts and inquiries against the real API on the demo marketplace,
// the CSV export's big pages on every paged list, and the records a provider's or customer's page
// shows beside them. Accounts and catalogue: data-provider-accounts.test.ts.

const list = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('the back office data provider against the real API: orders, payouts and inquiries', () => {
  const server = withRealApi();
  let admin: DataProvider;
  beforeAll(async () => {
    admin = await adminPortal(server.real, 'admin@marketplace.test');
  }, 30_000);

  it('inquiries: status filter, status change, delete', async () => {
    const all = await admin.getList('inquiries', list);
    expect(all.total).toBeGreaterThanOrEqual(1);
    const first = all.data[0]!;
    expect(first.id).toBe(first.InqId);
    const { data: resolved } = await admin.update('inquiries', {
      id: first.id,
      data: { Status: 'resolved' },
      previousData: first,
    });
    expect(resolved.Status).toBe('resolved');
    const onlyResolved = await admin.getList('inquiries', { ...list, filter: { Status: 'resolved' } });
    expect(onlyResolved.data.every((i) => i.Status === 'resolved')).toBe(true);
    await admin.delete('inquiries', { id: first.id, previousData: first });
    const after = await admin.getList('inquiries', list);
    expect(after.total).toBe(all.total! - 1);
  });

  it('payouts: pending list, settle with a bank reference, reject only with a reason', async () => {
    const pending = await admin.getList('payouts', { ...list, filter: { Status: 'pending' } });
    expect(pending.data.length).toBeGreaterThanOrEqual(2);
    expect(pending.data.every((p) => p.Status === 'pending' && p.id === p.PayoutId)).toBe(true);
    const [first, second] = pending.data as [(typeof pending.data)[number], (typeof pending.data)[number]];
    const { data: settled } = await admin.update('payouts', {
      id: first.id,
      data: { Status: 'completed', Reference: 'BBK-778812' },
      previousData: first,
    });
    expect(settled.Status).toBe('completed');
    const noReason = await failure(
      admin.update('payouts', { id: second.id, data: { Status: 'failed', Reason: '' }, previousData: second }),
    );
    expect(noReason.status).toBe(400);
    const { data: rejected } = await admin.update('payouts', {
      id: second.id,
      data: { Status: 'failed', Reason: 'The IBAN does not match the business name' },
      previousData: second,
    });
    expect(rejected.Status).not.toBe('pending');
  });

  it('every paged list serves the CSV export’s 1,000-row page (the API’s limit is 100 a call)', async () => {
    for (const resource of ['customers', 'providers', 'orders', 'audit-log', 'service-items', 'payouts', 'inquiries']) {
      const page = await admin.getList(resource, { ...list, pagination: { page: 1, perPage: 1000 } });
      expect(page.data.length, resource).toBe(Math.min(page.total!, 1000));
      expect(new Set(page.data.map((row) => row.id)).size, `${resource}: no row twice`).toBe(page.data.length);
    }
  });

  it('inquiries and payouts: the CSV export’s 1,000-row page in API pages; an inquiry found by id', async () => {
    const everyPayout = await admin.getList('payouts', { ...list, pagination: { page: 1, perPage: 1000 } });
    expect(everyPayout.data.length).toBe(Math.min(everyPayout.total!, 1000));
    const allTab = await admin.getList('payouts', { ...list, filter: { Status: 'all' } });
    expect(allTab.total).toBe(everyPayout.total);
    const everyInquiry = await admin.getList('inquiries', { ...list, pagination: { page: 1, perPage: 1000 } });
    expect(everyInquiry.data.length).toBe(Math.min(everyInquiry.total!, 1000));
    const last = everyInquiry.data.at(-1)!;
    const { data: one } = await admin.getOne('inquiries', { id: last.id });
    expect(one).toMatchObject({ id: last.id, Message: last.Message });
    const missing = await failure(admin.getOne('inquiries', { id: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.status).toBe(404);
  });

  it('orders: filters, sorting by total, detail with history and payments, status change and cancel', async () => {
    const newest = await admin.getList('orders', { ...list, sort: { field: 'CreatedAt', order: 'DESC' } });
    expect(newest.total).toBeGreaterThanOrEqual(80);
    expect(newest.data.every((o) => o.id === o.OrderId)).toBe(true);
    const byTotal = await admin.getList('orders', { ...list, sort: { field: 'TotalPrice', order: 'DESC' } });
    const totals = byTotal.data.map((o) => o.TotalPrice as number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const pending = await admin.getList('orders', { ...list, filter: { Status: 'Pending' } });
    expect(pending.data.every((o) => o.Status === 'Pending')).toBe(true);
    const first = newest.data[0]!;
    // The date filters are Bahrain days (UTC+3): the order's day there, not its UTC date, which
    // differs between 21:00 and 24:00 UTC.
    const day = new Date(Date.parse(first.CreatedAt as string) + 3 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = await admin.getList('orders', { ...list, filter: { from: day, to: day } });
    expect(sameDay.data.map((o) => o.id)).toContain(first.id);

    const { data: detail } = await admin.getOne('orders', { id: first.id });
    expect(detail).toMatchObject({ id: first.id, CustomerId: first.CustomerId });
    expect(Array.isArray(detail.StatusHistory) && Array.isArray(detail.Payments)).toBe(true);

    const paidPending = (
      await admin.getList('orders', { ...list, pagination: { page: 1, perPage: 100 }, filter: { Status: 'Pending' } })
    ).data.find((o) => o.IsPaymentSuccess);
    expect(paidPending).toBeDefined();
    const { data: confirmed } = await admin.update('orders', {
      id: paidPending!.id,
      data: { Status: 'Confirmed' },
      previousData: paidPending!,
    });
    expect(confirmed.Status).toBe('Confirmed');
    const { data: cancelled } = await admin.update('orders', {
      id: paidPending!.id,
      data: { Status: 'Cancelled' },
      previousData: confirmed,
    });
    expect(cancelled.Status).toBe('Cancelled');
    expect((cancelled.Payments as { Type: string }[]).some((p) => p.Type === 'refund')).toBe(true);
  });

  it('provider and customer details: a provider’s listings in every state, orders by provider and by customer', async () => {
    // Saar Home Care is inactive: the public sees none of its listings, an admin sees them all.
    const [saar] = (await admin.getList('providers', { ...list, filter: { q: 'Saar Home Care' } })).data;
    const listings = await admin.getList('service-items', {
      ...list,
      pagination: { page: 1, perPage: 100 },
      filter: { ProviderId: saar!.id },
    });
    expect(listings.total).toBeGreaterThan(0);
    expect(listings.data.every((i) => i.id === i.ServiceItemId && i.ProviderId === saar!.id)).toBe(true);
    const visitor = await adminPortal(server.real);
    expect((await visitor.getList('service-items', { ...list, filter: { ProviderId: saar!.id } })).total).toBe(0);
    const { data: one } = await admin.getOne('service-items', { id: listings.data[0]!.id });
    expect(one).toMatchObject({ id: listings.data[0]!.id, Name: listings.data[0]!.Name });

    const [pearl] = (await admin.getList('providers', { ...list, filter: { q: 'Pearl Home Services' } })).data;
    const byProvider = await admin.getList('orders', { ...list, filter: { ProviderId: pearl!.id } });
    const everyOrder = await admin.getList('orders', list);
    expect(byProvider.total).toBeGreaterThan(0);
    expect(byProvider.total).toBeLessThan(everyOrder.total!);
    expect(byProvider.data.every((o) => (o.ProviderNames as string[]).includes(String(pearl!.BusinessName)))).toBe(
      true,
    );
    const customerId = String(byProvider.data[0]!.CustomerId);
    const byCustomer = await admin.getManyReference('orders', {
      ...list,
      target: 'CustomerId',
      id: customerId,
    });
    expect(byCustomer.total).toBeGreaterThan(0);
    expect(byCustomer.data.every((o) => o.CustomerId === customerId)).toBe(true);
  });
});
