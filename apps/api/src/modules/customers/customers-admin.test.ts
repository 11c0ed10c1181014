import { and, eq } from 'drizzle-orm';
import { CUSTOMER_ADMIN_MESSAGES, DELETED_USER_ERRORS, LOGIN_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../db/schema/index';
import { bearer, call, createUser, signIn, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken } from '../service-items/testing';
import { addOrder, addTransaction } from '../transactions/testing';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('customer management (admin)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const customers: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await signInAccounts(
      t.app,
      [
        ['customer', 'me@example.bh', 'customer'],
        ['provider', 'pro@example.bh', 'provider'],
        ['admin', 'admin@example.bh', 'admin'],
        ['superAdmin', 'root@example.bh', 'superAdmin'],
      ],
      ids,
      tokens,
    );
    // Customers a minute apart, oldest first, so "newest first" has one right answer.
    const start = Date.UTC(2026, 0, 1);
    const people = [
      ['layla', 'Layla', 'Al-Khalifa', 'layla@example.bh', '+97333111111', true],
      ['omar', 'Omar', 'Haddad', 'omar@example.bh', '+97333222222', false],
      ['sara', 'Sara', '100%_Real', 'sara@example.bh', null, true],
      ['gone', 'Gone', 'Away', 'gone@example.bh', null, true],
    ] as const;
    for (const [index, [key, firstName, lastName, email, phoneNumber, verified]] of people.entries()) {
      const row = await createUser(t.app, { email, verified });
      await t.app.db
        .update(users)
        .set({ firstName, lastName, phoneNumber, createdAt: new Date(start + index * 60_000) })
        .where(eq(users.id, row.id));
      customers[key] = row.id;
    }
    await t.app.db.update(users).set({ isDeleted: true }).where(eq(users.id, customers.gone!));
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'PATCH', url: string, token?: string) =>
    call(t.app, { method, url, headers: token ? bearer(token) : {} });
  const list = async (query: string, token = tokens.admin) => {
    const res = await send('GET', `/api/customer${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { Items: { UserId: string }[]; Page: number; PageSize: number; TotalItems: number };
  };
  const idsOf = (body: { Items: { UserId: string }[] }) => body.Items.map((item) => item.UserId);
  const auditOf = (id: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, id)));

  it('is for admins and super admins only', async () => {
    expect((await send('GET', '/api/customer')).statusCode).toBe(401);
    for (const role of ['customer', 'provider'] as const) {
      const res = await send('GET', '/api/customer', tokens[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
      expect((await send('GET', `/api/customer/${customers.layla}/details`, tokens[role])).statusCode).toBe(403);
      expect((await send('PATCH', `/api/Customer/${customers.layla}/delete`, tokens[role])).statusCode).toBe(403);
      const status = await send('PATCH', `/api/Customer/${customers.layla}/active-status?isActive=false`, tokens[role]);
      expect(status.statusCode).toBe(403);
    }
    expect((await send('GET', '/api/customer', tokens.superAdmin)).statusCode).toBe(200);
  });

  it('lists customers newest first with the paging figures, leaving out deleted ones and other roles', async () => {
    const body = await list('');
    expect(body).toMatchObject({ Page: 1, PageSize: 10, TotalItems: 4, TotalPages: 1 });
    // The signed-in customer was created last (now), then sara, omar, layla.
    expect(idsOf(body)).toEqual([ids.customer, customers.sara, customers.omar, customers.layla]);
    expect(body.Items[1]).toMatchObject({
      FirstName: 'Sara',
      LastName: '100%_Real',
      Email: 'sara@example.bh',
      PhoneNumber: '',
      Address: '',
      ImageUrl: '',
      IsActive: true,
      IsDeleted: false,
    });
    const second = await list('?page=2&pageSize=3');
    expect(second).toMatchObject({ Page: 2, PageSize: 3, TotalItems: 4, TotalPages: 2 });
    expect(idsOf(second)).toEqual([customers.layla]);
    expect(idsOf(await list('?isDeleted=true'))).toEqual([customers.gone]);
  });

  it('searches name, e-mail and phone case-insensitively, with % and _ taken literally', async () => {
    expect(idsOf(await list('?search=LAYLA'))).toEqual([customers.layla]);
    expect(idsOf(await list('?search=layla%20al-k'))).toEqual([customers.layla]);
    expect(idsOf(await list('?search=OMAR@EXAMPLE'))).toEqual([customers.omar]);
    expect(idsOf(await list('?search=222222'))).toEqual([customers.omar]);
    expect(idsOf(await list('?search=%25_'))).toEqual([customers.sara]);
    expect(idsOf(await list('?search=_'))).toEqual([customers.sara]);
    expect((await list('?search=nobody')).TotalItems).toBe(0);
    expect(await list('?search=nobody')).toMatchObject({ Items: [], TotalPages: 0 });
  });

  it('sorts by date, name or e-mail either way', async () => {
    const { layla, omar, sara } = customers;
    const me = ids.customer;
    expect(idsOf(await list('?sort=createdAt:asc'))).toEqual([layla, omar, sara, me]);
    expect(idsOf(await list('?sort=createdAt:desc'))).toEqual([me, sara, omar, layla]);
    // Test User is the signed-in customer; names compare case-insensitively.
    expect(idsOf(await list('?sort=name:asc'))).toEqual([layla, omar, sara, me]);
    expect(idsOf(await list('?sort=name:desc'))).toEqual([me, sara, omar, layla]);
    expect(idsOf(await list('?sort=email:asc'))).toEqual([layla, me, omar, sara]);
    expect(idsOf(await list('?sort=email:desc&pageSize=2&page=2'))).toEqual([me, layla]);
    const bad = await send('GET', '/api/customer?sort=phone:asc', tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe(
      'Sort must be one of createdAt:asc, createdAt:desc, name:asc, name:desc, email:asc, email:desc.',
    );
  });

  it('filters on IsActive (verified) and refuses bad queries', async () => {
    expect(idsOf(await list('?isActive=false'))).toEqual([customers.omar]);
    expect(idsOf(await list('?isActive=true&search=example.bh'))).toEqual([
      ids.customer,
      customers.sara,
      customers.layla,
    ]);
    for (const query of ['?pageSize=101', '?page=0', '?isActive=maybe', `?search=${'x'.repeat(101)}`]) {
      expect((await send('GET', `/api/customer${query}`, tokens.admin)).statusCode).toBe(400);
    }
  });

  it('shows details with order counts and spend (completed payments minus completed refunds)', async () => {
    const provider = await providerWithToken(t.app, 'active', 'Manama Fixers');
    const line = { providerId: provider.provider.id, name: 'Leak repair' };
    const statuses = ['Completed', 'Completed', 'Pending', 'InProgress', 'Cancelled'] as const;
    for (const status of statuses) {
      const { order } = await addOrder(t.app, customers.layla!, [line]);
      await t.app.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      await addTransaction(t.app, { type: 'payment', amountFils: 990, customerId: customers.layla, orderId: order.id });
    }
    const { order } = await addOrder(t.app, customers.layla!, [line]);
    await addTransaction(t.app, { type: 'refund', amountFils: 990, customerId: customers.layla, orderId: order.id });
    await addTransaction(t.app, {
      type: 'payment',
      status: 'pending',
      amountFils: 5000,
      customerId: customers.layla,
      orderId: order.id,
    });
    const res = await send('GET', `/api/customer/${customers.layla}/details`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      UserId: customers.layla,
      FirstName: 'Layla',
      Email: 'layla@example.bh',
      PhoneNumber: '+97333111111',
      TotalOrders: 6,
      ActiveOrders: 3,
      CompletedOrders: 2,
      CancelledOrders: 1,
      TotalSpent: 3.96,
    });
    const empty = (await send('GET', `/api/customer/${customers.omar}/details`, tokens.admin)).json();
    expect(empty).toMatchObject({ TotalOrders: 0, ActiveOrders: 0, CompletedOrders: 0, TotalSpent: 0 });
  });

  it('answers 404 for unknown ids and non-customers, 400 for malformed ids', async () => {
    for (const id of [UNKNOWN, ids.provider, ids.admin]) {
      const details = await send('GET', `/api/customer/${id}/details`, tokens.admin);
      expect(details.statusCode).toBe(404);
      expect(details.json().Message).toBe(CUSTOMER_ADMIN_MESSAGES.notFound);
      expect((await send('PATCH', `/api/Customer/${id}/active-status?isActive=true`, tokens.admin)).statusCode).toBe(
        404,
      );
      expect((await send('PATCH', `/api/Customer/${id}/delete`, tokens.admin)).statusCode).toBe(404);
    }
    expect((await send('GET', '/api/customer/42/details', tokens.admin)).statusCode).toBe(400);
    expect((await send('PATCH', `/api/Customer/${customers.omar}/active-status`, tokens.admin)).statusCode).toBe(400);
  });

  it('deactivates (unverified again: profile read-only) and activates, with audit entries', async () => {
    const off = await send('PATCH', `/api/Customer/${customers.sara}/active-status?isActive=false`, tokens.admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ UserId: customers.sara, IsActive: false, IsDeleted: false });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, customers.sara!));
    // The address stays proven: only the account's standing changed.
    expect(row).toMatchObject({ isActive: false, emailConfirmed: true });
    // A deactivated customer still signs in (as an unverified one does) but cannot edit the profile.
    const session = await signIn(t.app, 'sara@example.bh');
    expect(session.res.statusCode).toBe(200);
    const update = await call(t.app, {
      method: 'PATCH',
      url: '/api/Customer/updateUser',
      headers: bearer(session.body.JwtToken),
      payload: { UserId: customers.sara, FirstName: 'S', LastName: 'R', PhoneNumber: '', Address: '', ImageUrl: '' },
    });
    expect(update.statusCode).toBe(403);
    const on = await send('PATCH', `/api/customer/${customers.sara}/active-status?isActive=true`, tokens.superAdmin);
    expect(on.json()).toMatchObject({ IsActive: true });
    const entries = await auditOf(customers.sara!);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['customer.activate', 'customer.deactivate']);
    const deactivation = entries.find((entry) => entry.action === 'customer.deactivate')!;
    expect(deactivation).toMatchObject({ actorUserId: ids.admin, actorRole: 'admin' });
    expect(deactivation.before).toMatchObject({ IsActive: true });
    expect(deactivation.after).toMatchObject({ IsActive: false });
    expect(deactivation.ip).toMatch(/^10\.1\./);
  });

  it('activates an unverified customer, which lets them edit their profile', async () => {
    const res = await send('PATCH', `/api/Customer/${customers.omar}/active-status?isActive=true`, tokens.admin);
    expect(res.json()).toMatchObject({ IsActive: true });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, customers.omar!));
    expect(row).toMatchObject({ isActive: true, emailConfirmed: false });
    const session = await signIn(t.app, 'omar@example.bh');
    const update = await call(t.app, {
      method: 'PATCH',
      url: '/api/Customer/updateUser',
      headers: bearer(session.body.JwtToken),
      payload: { UserId: customers.omar, FirstName: 'Omar', LastName: 'H', PhoneNumber: '', Address: '', ImageUrl: '' },
    });
    expect(update.statusCode).toBe(200);
  });

  it('soft-deletes: data stays, sign-in and refresh are refused, a second delete is 409', async () => {
    const session = await signIn(t.app, 'layla@example.bh');
    expect(session.res.statusCode).toBe(200);
    const res = await send('PATCH', `/api/Customer/${customers.layla}/delete`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ UserId: customers.layla, IsDeleted: true, FirstName: 'Layla' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, customers.layla!));
    expect(row!.isDeleted).toBe(true);
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const refresh = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/refresh',
      payload: { RefreshToken: session.body.RefreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    for (const portal of ['customer-login', 'login']) {
      const again = await signIn(t.app, 'layla@example.bh', portal);
      expect(again.res.statusCode).toBe(403);
      expect(again.body.Message).toBe(DELETED_USER_ERRORS.removed);
    }
    // The data stays: details still answer, with the orders and spend.
    const details = (await send('GET', `/api/customer/${customers.layla}/details`, tokens.admin)).json();
    expect(details).toMatchObject({ IsDeleted: true, TotalOrders: 6, TotalSpent: 3.96 });

    const twice = await send('PATCH', `/api/Customer/${customers.layla}/delete`, tokens.admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe(CUSTOMER_ADMIN_MESSAGES.alreadyDeleted);
    const status = await send('PATCH', `/api/Customer/${customers.layla}/active-status?isActive=true`, tokens.admin);
    expect(status.statusCode).toBe(409);
    expect(status.json().Message).toBe(CUSTOMER_ADMIN_MESSAGES.deletedNoStatusChange);

    const entries = await auditOf(customers.layla!);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'customer.delete', actorUserId: ids.admin });
    expect(entries[0]!.before).toMatchObject({ IsDeleted: false });
    expect(entries[0]!.after).toMatchObject({ IsDeleted: true });
  });

  it('keeps customers of the same name in id order, page after page', async () => {
    const twins: string[] = [];
    for (const email of ['twin-1@example.bh', 'twin-2@example.bh', 'twin-3@example.bh']) {
      const row = await createUser(t.app, { email });
      await t.app.db.update(users).set({ firstName: 'Twin', lastName: 'Same' }).where(eq(users.id, row.id));
      twins.push(row.id);
    }
    const sorted = [...twins].sort();
    const pages = async (sort: string) => [
      ...idsOf(await list(`?search=twin&sort=${sort}&pageSize=2&page=1`)),
      ...idsOf(await list(`?search=twin&sort=${sort}&pageSize=2&page=2`)),
    ];
    expect(await pages('name:asc')).toEqual(sorted);
    expect(await pages('name:desc')).toEqual([...sorted].reverse());
  });
});
