import { CATEGORY_MESSAGES } from '@marketplace/contract';
import type { DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRealApi } from '@/testing/real-api';
import { adminPortal, failure } from '@/testing/real-api-portals';
import { bahrainToday, dayOfDate } from '@/components/day-picker/bahrain-day';

// The admin area's accounts and catalogue against the real API on the demo marketplace
// (categories, customers, providers, admins, the audit log, refusals): the request the data
// provider builds (answers only make sense if it was right), the mapping of the answer (ids,
// totals), and errors that carry the API's own Message and status. Orders, payouts and inquiries:
// data-provider-orders.test.ts.

const list = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('the back office data provider against the real API: accounts and catalogue', () => {
  const server = withRealApi();
  let admin: DataProvider;
  let superAdmin: DataProvider;
  beforeAll(async () => {
    admin = await adminPortal(server.real, 'admin@marketplace.test');
    superAdmin = await adminPortal(server.real, 'superadmin@marketplace.test');
  }, 30_000);

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
    const publicList = await fetch(`${server.real.baseUrl}/api/Category`).then(
      (r) => r.json() as Promise<{ CategoryId: string }[]>,
    );
    expect(publicList.map((c) => c.CategoryId)).not.toContain(one.id);
    const duplicate = await failure(
      admin.create('categories', { data: { CategoryName: 'pet care', CategoryDescription: '' } }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.message).toMatch(/already exists/i);
  });

  it('categories: the Arabic beside the English, kept when a save leaves it out, a duplicate on its input', async () => {
    const arabic = { CategoryNameAr: 'العناية بالحدائق', CategoryDescriptionAr: 'المروج والأشجار' };
    const { data: created } = await admin.create('categories', {
      data: { CategoryName: 'Garden Care', CategoryDescription: 'Lawns and trees', ImageUrl: '', ...arabic },
    });
    // Read in English, as the back office asks: the spec's fields hold the English as written.
    expect(created).toMatchObject({ CategoryName: 'Garden Care', CategoryDescription: 'Lawns and trees', ...arabic });
    const { CategoryNameAr: _name, CategoryDescriptionAr: _description, ...englishOnly } = created;
    const { data: renamed } = await admin.update('categories', {
      id: created.id,
      data: { ...englishOnly, CategoryName: 'Garden' },
      previousData: created,
    });
    expect(renamed).toMatchObject({ CategoryName: 'Garden', ...arabic });
    const { data: removed } = await admin.update('categories', {
      id: created.id,
      data: { ...renamed, CategoryDescriptionAr: '' },
      previousData: renamed,
    });
    expect(removed).toMatchObject({ CategoryNameAr: arabic.CategoryNameAr, CategoryDescriptionAr: '' });
    const found = await admin.getList('categories', { ...list, filter: { q: 'بالحدائق' } });
    expect(found.data.map((c) => c.id)).toEqual([created.id]);

    // A duplicate name is reported under its input: react-admin shows body.errors on the form.
    const arabicTaken = await admin
      .create('categories', { data: { CategoryName: 'Gardens', CategoryDescription: '', ...arabic } })
      .catch((error: unknown) => error);
    expect(arabicTaken).toMatchObject({
      status: 409,
      message: CATEGORY_MESSAGES.arabicNameTaken,
      body: { errors: { CategoryNameAr: CATEGORY_MESSAGES.arabicNameTaken } },
    });
    const englishTaken = await admin
      .create('categories', { data: { CategoryName: 'garden', CategoryDescription: '' } })
      .catch((error: unknown) => error);
    expect(englishTaken).toMatchObject({
      status: 409,
      message: CATEGORY_MESSAGES.nameTaken,
      body: { errors: { CategoryName: CATEGORY_MESSAGES.nameTaken } },
    });
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
    // The Arabic texts (issue 33) go with an edit, and an edit without them keeps them.
    const { data: arabic } = await admin.update('providers', {
      id: target.id,
      data: { ...one, BusinessNameAr: 'مزود تجريبي', BusinessDescriptionAr: 'عدله المشرف' },
      previousData: one,
    });
    expect(arabic).toMatchObject({ BusinessDescription: 'Edited by the admin', BusinessNameAr: 'مزود تجريبي' });
    const { BusinessNameAr: _name, BusinessDescriptionAr: _description, ...englishOnly } = arabic;
    const { data: kept } = await admin.update('providers', {
      id: target.id,
      data: { ...englishOnly, ContactName: 'Front desk' },
      previousData: arabic,
    });
    expect(kept).toMatchObject({ BusinessNameAr: 'مزود تجريبي', BusinessDescriptionAr: 'عدله المشرف' });
    const illegal = await failure(
      admin.update('providers', { id: target.id, data: { ...one, AccState: 'pending' }, previousData: one }),
    );
    expect(illegal.status).toBe(409);
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

  it('audit log: newest first, filtered by action; read-only', async () => {
    const entries = await admin.getList('audit-log', { ...list, filter: { Action: 'category.create' } });
    expect(entries.total).toBeGreaterThanOrEqual(1);
    expect(entries.data.every((e) => e.Action === 'category.create' && e.id === e.AuditId)).toBe(true);
    const refused = await failure(admin.delete('audit-log', { id: entries.data[0]!.id }));
    expect(refused.status).toBe(405);
  });

  it("audit log: a day filter covers that day in Bahrain, whatever the browser's time zone", async () => {
    const today = dayOfDate(bahrainToday());
    const tomorrow = dayOfDate(new Date(bahrainToday().getTime() + 24 * 60 * 60 * 1000));
    const byDay = (from: string, to: string) =>
      admin.getList('audit-log', { ...list, filter: { Action: 'category.create', from, to } });
    expect((await byDay(today, today)).total).toBeGreaterThanOrEqual(1);
    expect((await byDay(tomorrow, tomorrow)).total).toBe(0);
  });

  it('refuses a visitor with the API’s 401 and an unknown resource with 405', async () => {
    const visitor = await adminPortal(server.real);
    const denied = await failure(visitor.getList('customers', list));
    expect(denied.status).toBe(401);
    expect(denied.message.length).toBeGreaterThan(0);
    expect((await failure(admin.getList('nothing-here', list))).status).toBe(405);
  });
});
