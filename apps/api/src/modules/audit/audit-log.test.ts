import { eq, sql } from 'drizzle-orm';
import { AUDIT_MESSAGES, LOGIN_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inquiries, users } from '../../db/schema/index';
import { bearer, call, createUser, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken } from '../service-items/testing';
import { addBankDetails, addTransaction } from '../transactions/testing';
import { markVerified } from '../verification/testing';
import { recordAudit } from './audit.repository';

type Entry = {
  AuditId: string;
  Action: string;
  TargetType: string;
  TargetId: string;
  ActorUserId: string | null;
  ActorName: string;
  ActorEmail: string;
  Before: Record<string, unknown> | null;
  After: Record<string, unknown> | null;
  Reason: string;
  Ip: string;
  CreatedAt: string;
};
type Page = { Items: Entry[]; Page: number; PageSize: number; TotalItems: number; TotalPages: number };

describe('audit log', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const targets: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await signInAccounts(
      t.app,
      [
        ['customer', 'c@example.bh', 'customer'],
        ['provider', 'p@example.bh', 'provider'],
        ['admin', 'admin@example.bh', 'admin'],
        ['superAdmin', 'root@example.bh', 'superAdmin'],
        ['colleague', 'colleague@example.bh', 'admin'],
      ],
      ids,
      tokens,
    );
    await t.app.db.update(users).set({ firstName: 'Amina', lastName: 'Isa' }).where(eq(users.id, ids.admin!));
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    call(t.app, { method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const ok = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = tokens.admin,
  ) => {
    const res = await send(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const log = async (query = '', token = tokens.admin) => {
    const res = await send('GET', `/api/Admin/audit-log${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('records every kind of admin action, readable through the API', async () => {
    // Categories: create, update, disable.
    const category = await ok('POST', '/api/Category', { CategoryName: 'Plumbing', CategoryDescription: 'Pipes' });
    targets.category = category.CategoryId;
    await ok('PUT', `/api/Category/${category.CategoryId}`, {
      CategoryName: 'Plumbing & Heating',
      CategoryDescription: 'Pipes',
      ImageUrl: '',
      IsEnable: true,
    });
    await ok('PATCH', `/api/Category/${category.CategoryId}/enable-status?isEnable=false`);
    // Provider state.
    const pending = await providerWithToken(t.app, 'pending', 'Waiting Co');
    targets.provider = pending.provider.id;
    await markVerified(t.app, pending.provider.id);
    await ok('PATCH', `/api/Provider/${pending.provider.id}/status`, {
      AccState: 'active',
      Reason: 'Documents checked',
    });
    // Inquiry status and delete.
    const [inquiry] = await t.app.db
      .insert(inquiries)
      .values({ name: 'Visitor', email: 'v@example.bh', subject: 'Hello', message: 'Hi', status: 'new' })
      .returning();
    targets.inquiry = inquiry!.id;
    await ok('PATCH', `/api/CustomerInquiry/${inquiry!.id}/status?status=resolved`);
    await ok('DELETE', `/api/CustomerInquiry/${inquiry!.id}`);
    // Payout settlement and rejection.
    const shop = await providerWithToken(t.app, 'active', 'Manama Pipes');
    const earning = { type: 'earning', amountFils: 900, feeFils: 90, netFils: 810, commissionRateBp: 1000 } as const;
    await addTransaction(t.app, { ...earning, providerId: shop.provider.id });
    await addBankDetails(t.app, shop.provider.id);
    const askPayout = async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/Payout',
        headers: shop.headers,
        payload: { ProviderId: shop.provider.id, Amount: 0.1 },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().PayoutId as string;
    };
    targets.settled = await askPayout();
    await ok('PATCH', `/api/Payout/${targets.settled}/settle`, { Reference: 'BBK-1' });
    targets.rejected = await askPayout();
    await ok('PATCH', `/api/Payout/${targets.rejected}/reject`, { Reason: 'Wrong account' });
    // Customer status and delete.
    const customer = await createUser(t.app, { email: 'shopper@example.bh' });
    targets.customer = customer.id;
    await ok('PATCH', `/api/Customer/${customer.id}/active-status?isActive=false`);
    await ok('PATCH', `/api/Customer/${customer.id}/delete`);
    // Admin changes (super admin).
    const invited = await ok(
      'POST',
      '/api/Admin/admins/invite',
      { Email: 'new@example.bh', FirstName: 'New', LastName: 'Admin' },
      tokens.superAdmin,
    );
    targets.admin = invited.UserId;
    await ok('PATCH', `/api/Admin/admins/${invited.UserId}/status`, { IsActive: false }, tokens.superAdmin);

    const all = await log('?pageSize=100');
    expect(all.Items.map((entry) => entry.Action).sort()).toEqual(
      [
        'category.create',
        'category.update',
        'category.disable',
        'provider.approve',
        'inquiry.status',
        'inquiry.delete',
        'payout.settle',
        'payout.reject',
        'customer.deactivate',
        'customer.delete',
        'admin.invite',
        'admin.disable',
      ].sort(),
    );
    expect(all).toMatchObject({ Page: 1, PageSize: 100, TotalItems: 12, TotalPages: 1 });
    // Newest first.
    expect(all.Items[0]!.Action).toBe('admin.disable');
    const times = all.Items.map((entry) => Date.parse(entry.CreatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const approval = all.Items.find((entry) => entry.Action === 'provider.approve')!;
    expect(approval).toMatchObject({
      TargetType: 'provider',
      TargetId: targets.provider,
      ActorUserId: ids.admin,
      ActorName: 'Amina Isa',
      ActorEmail: 'admin@example.bh',
      Before: { AccState: 'pending' },
      After: { AccState: 'active' },
      Reason: 'Documents checked',
    });
    expect(approval.Ip).toMatch(/^10\.1\./);
    const invite = all.Items.find((entry) => entry.Action === 'admin.invite')!;
    expect(invite).toMatchObject({ ActorEmail: 'root@example.bh', Before: null, Reason: '' });
  });

  it('filters by action, target, actor and time, and pages', async () => {
    const deletes = await log('?action=customer.delete');
    expect(deletes.Items).toHaveLength(1);
    expect(deletes.Items[0]).toMatchObject({ TargetId: targets.customer, After: { IsDeleted: true } });

    const categoryEntries = await log(`?targetType=category&targetId=${targets.category}`);
    expect(categoryEntries.Items.map((entry) => entry.Action)).toEqual([
      'category.disable',
      'category.update',
      'category.create',
    ]);
    const bySuper = await log(`?actorUserId=${ids.superAdmin}`);
    expect(bySuper.Items.map((entry) => entry.Action)).toEqual(['admin.disable', 'admin.invite']);
    expect((await log(`?actorUserId=${ids.colleague}`)).TotalItems).toBe(0);

    const page = await log('?page=2&pageSize=5');
    expect(page).toMatchObject({ Page: 2, PageSize: 5, TotalItems: 12, TotalPages: 3 });
    expect(page.Items).toHaveLength(5);

    const future = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await log(`?from=${encodeURIComponent(future)}`)).TotalItems).toBe(0);
    expect((await log(`?to=${encodeURIComponent(past)}`)).TotalItems).toBe(0);
    expect((await log(`?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).TotalItems).toBe(12);
    const backwards = await send(
      'GET',
      `/api/Admin/audit-log?from=${encodeURIComponent(future)}&to=${encodeURIComponent(past)}`,
      tokens.admin,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().Message).toBe(AUDIT_MESSAGES.badRange);
    for (const query of ['?actorUserId=42', '?from=yesterday', '?pageSize=101', '?action=']) {
      expect((await send('GET', `/api/Admin/audit-log${query}`, tokens.admin)).statusCode).toBe(400);
    }
  });

  it('is for admins and super admins only', async () => {
    expect((await send('GET', '/api/Admin/audit-log')).statusCode).toBe(401);
    for (const role of ['customer', 'provider'] as const) {
      const res = await send('GET', '/api/Admin/audit-log', tokens[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
    }
    expect((await log('', tokens.superAdmin)).TotalItems).toBe(12);
  });

  it('shows an entry written without a request with empty reason, ip and snapshots', async () => {
    await recordAudit(t.app.db, {
      actor: { id: ids.colleague!, role: 'admin' },
      action: 'test.probe',
      targetType: 'test',
      targetId: 'x',
    });
    const [entry] = (await log('?action=test.probe')).Items;
    expect(entry).toMatchObject({ ActorName: 'Test User', Before: null, After: null, Reason: '', Ip: '' });
  });

  it('cannot be changed: no route edits or deletes entries, and the table refuses it', async () => {
    const [entry] = (await log('?pageSize=1')).Items;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/Admin/audit-log', `/api/Admin/audit-log/${entry!.AuditId}`]) {
        const res = await send(method, url, tokens.superAdmin, method === 'DELETE' ? undefined : { Reason: 'x' });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    await expect(
      t.app.db.execute(sql`update audit_log set reason = 'edited' where id = ${entry!.AuditId}`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from audit_log where id = ${entry!.AuditId}`)).rejects.toThrow();
    await expect(t.app.db.delete(auditLog)).rejects.toThrow();
    const [still] = await t.app.db.select().from(auditLog).where(eq(auditLog.id, entry!.AuditId));
    expect(still!.reason).toBe(entry!.Reason || null);
    expect((await log()).TotalItems).toBe(13);
  });
});
