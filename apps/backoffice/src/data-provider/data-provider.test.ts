import type { DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from './index';
import { startRealApi, type RealApi } from './testing/real-api';

// Every resource and method against the real API on the demo marketplace: the request the data
// provider builds (answers only make sense if it was right), the mapping of the answer (ids,
// totals), and errors that carry the API's own Message and status.

const list = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('the back office data provider against the real API', () => {
  let real: RealApi;
  let admin: DataProvider;
  let superAdmin: DataProvider;
  beforeAll(async () => {
    real = await startRealApi();
    admin = createDataProvider(await real.clientFor('admin@marketplace.test'));
    superAdmin = createDataProvider(await real.clientFor('superadmin@marketplace.test'));
  }, 90_000);
  afterAll(() => real?.stop());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => ({ status: 0, message: 'no error' }),
      (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
    );

  it('categories: the whole list with disabled ones, searched, sorted and paged here', async () => {
    const all = await admin.getList('categories', { ...list, pagination: { page: 1, perPage: 100 } });
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.data.every((c) => c.id === c.CategoryId)).toBe(true);
    const sorted = await admin.getList('categories', { ...list, sort: { field: 'CategoryName', order: 'DESC' } });
    const names = sorted.data.map((c) => c.CategoryName as string);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(sorted.data).toHaveLength(5);
    const found = await admin.getList('categories', { ...list, filter: { q: names[0]!.slice(0, 4).toUpperCase() } });
    expect(found.data.map((c) => c.CategoryName)).toContain(names[0]);
  });

  it('categories: create, edit, toggle with its own call, and the API’s message on a duplicate', async () => {
    const { data: created } = await admin.create('categories', {
      data: { CategoryName: 'Pet Grooming', CategoryDescription: 'Baths and trims', ImageUrl: '' },
    });
    expect(created).toMatchObject({ id: created.CategoryId, CategoryName: 'Pet Grooming', IsEnable: true });
    const { data: one } = await admin.getOne('categories', { id: created.id });
    const { data: renamed } = await admin.update('categories', {
      id: one.id,
      data: { ...one, CategoryName: 'Pet Care' },
      previousData: one,
    });
    expect(renamed.CategoryName).toBe('Pet Care');
    const { data: disabled } = await admin.update('categories', {
      id: one.id,
      data: { ...renamed, IsEnable: false },
      previousData: renamed,
    });
    expect(disabled.IsEnable).toBe(false);
    const publicList = await fetch(`${real.baseUrl}/api/Category`).then(
      (r) => r.json() as Promise<{ CategoryId: string }[]>,
    );
    expect(publicList.map((c) => c.CategoryId)).not.toContain(one.id);
    const duplicate = await failure(
      admin.create('categories', { data: { CategoryName: 'pet care', CategoryDescription: '' } }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.message).toMatch(/already exists/i);
  });

  it('customers: server paging and search, details, deactivate, soft delete', async () => {
    const page = await admin.getList('customers', list);
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(25);
    const searched = await admin.getList('customers', { ...list, filter: { q: 'customer@marketplace.test' } });
    expect(searched.data.map((c) => c.Email)).toEqual(['customer@marketplace.test']);
    const id = searched.data[0]!.id;
    const { data: details } = await admin.getOne('customers', { id });
    expect(details).toMatchObject({ id, UserId: id });
    expect(typeof details.TotalOrders).toBe('number');

    const victim = page.data.find((c) => c.Email !== 'customer@marketplace.test' && !c.IsDeleted)!;
    const { data: off } = await admin.update('customers', {
      id: victim.id,
      data: { IsActive: false },
      previousData: victim,
    });
    expect(off.IsActive).toBe(false);
    const { data: gone } = await admin.delete('customers', { id: victim.id, previousData: victim });
    expect(gone.IsDeleted).toBe(true);
    const again = await failure(admin.delete('customers', { id: victim.id, previousData: victim }));
    expect(again.status).toBe(409);
    const deletedOnly = await admin.getList('customers', { ...list, filter: { IsDeleted: true } });
    expect(deletedOnly.data.map((c) => c.id)).toContain(victim.id);
  });

  it('customers and providers: the sortable columns sort on the server, both ways', async () => {
    const all = { page: 1, perPage: 100 };
    const ids = async (resource: string, field: string, order: 'ASC' | 'DESC') =>
      (await admin.getList(resource, { ...list, pagination: all, sort: { field, order } })).data.map((r) => r.id);
    // Ties break by id in the same direction, so one order is exactly the other reversed.
    for (const [resource, field] of [
      ['customers', 'Email'],
      ['customers', 'FullName'],
      ['providers', 'BusinessName'],
    ] as const) {
      const ascending = await ids(resource, field, 'ASC');
      expect(ascending.length).toBeGreaterThan(2);
      expect(await ids(resource, field, 'DESC')).toEqual([...ascending].reverse());
    }
  });

  it('providers: state tabs and filters, details, approve with a reason, edit', async () => {
    const pending = await admin.getList('providers', { ...list, filter: { AccState: 'pending' } });
    expect(pending.total).toBeGreaterThanOrEqual(1);
    expect(pending.data.every((p) => p.AccState === 'pending' && p.id === p.ProviderId)).toBe(true);
    const target = pending.data[0]!;
    const { data: approved } = await admin.update('providers', {
      id: target.id,
      data: { ...target, AccState: 'active', Reason: 'Documents checked' },
      previousData: target,
    });
    expect(approved.AccState).toBe('active');
    const { data: edited } = await admin.update('providers', {
      id: target.id,
      data: { ...approved, BusinessDescription: 'Edited by the admin' },
      previousData: approved,
    });
    expect(edited.BusinessDescription).toBe('Edited by the admin');
    const { data: one } = await admin.getOne('providers', { id: target.id });
    expect(one.BusinessDescription).toBe('Edited by the admin');
    const illegal = await failure(
      admin.update('providers', { id: target.id, data: { ...one, AccState: 'pending' }, previousData: one }),
    );
    expect(illegal.status).toBe(409);
  });

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

  it('admins: a super admin invites and disables; a plain admin gets the API’s refusal', async () => {
    const { data: invited } = await superAdmin.create('admins', {
      data: { Email: 'new.admin@marketplace.test', FirstName: 'Noor', LastName: 'Saleh' },
    });
    expect(invited).toMatchObject({ id: invited.UserId, Status: 'invited' });
    const { data: disabled } = await superAdmin.update('admins', {
      id: invited.id,
      data: { IsActive: false },
      previousData: invited,
    });
    expect(disabled.Status).toBe('disabled');
    const team = await superAdmin.getList('admins', { ...list, filter: { q: 'noor' } });
    expect(team.data.map((a) => a.id)).toEqual([invited.id]);
    const refused = await failure(
      admin.create('admins', { data: { Email: 'x@marketplace.test', FirstName: 'X', LastName: 'Y' } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message.length).toBeGreaterThan(0);
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
    const visitor = createDataProvider(await real.clientFor());
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

  it('audit log: newest first, filtered by action; read-only', async () => {
    const entries = await admin.getList('audit-log', { ...list, filter: { Action: 'category.create' } });
    expect(entries.total).toBeGreaterThanOrEqual(1);
    expect(entries.data.every((e) => e.Action === 'category.create' && e.id === e.AuditId)).toBe(true);
    const refused = await failure(admin.delete('audit-log', { id: entries.data[0]!.id }));
    expect(refused.status).toBe(405);
  });

  it('refuses a visitor with the API’s 401 and an unknown resource with 405', async () => {
    const visitor = createDataProvider(await real.clientFor());
    const denied = await failure(visitor.getList('customers', list));
    expect(denied.status).toBe(401);
    expect(denied.message.length).toBeGreaterThan(0);
    expect((await failure(admin.getList('nothing-here', list))).status).toBe(405);
  });
});
