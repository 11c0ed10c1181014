import { and, asc, eq } from 'drizzle-orm';
import { CATEGORY_MESSAGES, LOGIN_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories } from '../../db/schema/index';
import { bearer, call, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('categories', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await signInAccounts(
      t.app,
      [
        ['customer', 'c@example.bh', 'customer'],
        ['provider', 'p@example.bh', 'provider'],
        ['admin', 'admin@example.bh', 'admin'],
        ['superAdmin', 'super@example.bh', 'superAdmin'],
      ],
      ids,
      tokens,
    );
    const rows = await t.app.db
      .insert(categories)
      .values([
        { name: 'Plumbing', description: 'Pipes' },
        { name: 'cleaning', imageUrl: '/media/c.png' },
        { name: 'Archived', isEnable: false },
      ])
      .returning();
    for (const row of rows) ids[row.name] = row.id;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
    call(t.app, { method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const names = (body: { CategoryName: string }[]) => body.map((c) => c.CategoryName);
  const auditOf = (targetId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'category'), eq(auditLog.targetId, targetId)))
      .orderBy(asc(auditLog.createdAt));

  it('shows visitors and customers only enabled categories, by name in any letter case', async () => {
    const res = await send('GET', '/api/Category');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['cleaning', 'Plumbing']);
    expect(res.json()[0]).toEqual({
      CategoryId: ids.cleaning,
      CategoryName: 'cleaning',
      CategoryDescription: '',
      CategoryNameAr: '',
      CategoryDescriptionAr: '',
      ImageUrl: '/media/c.png',
      IsEnable: true,
    });
    expect(names((await send('GET', '/api/Category?includeDisabled=true')).json())).toEqual(['cleaning', 'Plumbing']);
    const asCustomer = await send('GET', '/api/Category?includeDisabled=true', tokens.customer);
    expect(names(asCustomer.json())).toEqual(['cleaning', 'Plumbing']);
  });

  it('shows admins the disabled ones too when they ask', async () => {
    expect(names((await send('GET', '/api/Category', tokens.admin)).json())).toEqual(['cleaning', 'Plumbing']);
    const all = await send('GET', '/api/Category?includeDisabled=true', tokens.superAdmin);
    expect(names(all.json())).toEqual(['Archived', 'cleaning', 'Plumbing']);
    expect((await send('GET', '/api/Category?includeDisabled=maybe')).statusCode).toBe(400);
  });

  it('lets an admin create a category, without an image, and audits it', async () => {
    const res = await send('POST', '/api/Category', tokens.admin, {
      CategoryName: ' Gardening ',
      CategoryDescription: '',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ CategoryName: 'Gardening', ImageUrl: '', IsEnable: true });
    const [entry] = await auditOf(created.CategoryId);
    expect(entry).toMatchObject({ action: 'category.create', actorUserId: ids.admin, before: null, after: created });
  });

  it('refuses a duplicate name in another letter case with 409', async () => {
    const res = await send('POST', '/api/Category', tokens.admin, {
      CategoryName: 'PLUMBING',
      CategoryDescription: '',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(CATEGORY_MESSAGES.nameTaken);
    const update = { CategoryName: 'Cleaning', CategoryDescription: '', ImageUrl: '', IsEnable: true };
    const clash = await send('PUT', `/api/Category/${ids.Plumbing}`, tokens.admin, update);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().Message).toBe(CATEGORY_MESSAGES.nameTaken);
  });

  it('keeps customers, providers and visitors out of every change', async () => {
    const body = { CategoryName: 'Sneaky', CategoryDescription: '' };
    for (const token of [tokens.customer, tokens.provider]) {
      const res = await send('POST', '/api/Category', token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
      expect(
        (await send('PATCH', `/api/Category/${ids.Plumbing}/enable-status?isEnable=false`, token)).statusCode,
      ).toBe(403);
    }
    expect((await send('POST', '/api/Category', undefined, body)).statusCode).toBe(401);
    expect(
      (await send('PUT', `/api/Category/${ids.Plumbing}`, undefined, { ...body, ImageUrl: '', IsEnable: true }))
        .statusCode,
    ).toBe(401);
    expect((await send('PATCH', `/api/Category/${ids.Plumbing}/enable-status?isEnable=false`)).statusCode).toBe(401);
  });

  it('updates a category with the before and after in the audit log', async () => {
    const update = {
      CategoryName: 'Plumbing & Heating',
      CategoryDescription: 'Pipes, boilers',
      ImageUrl: '/media/p.png',
      IsEnable: true,
    };
    const res = await send('PUT', `/api/Category/${ids.Plumbing}`, tokens.admin, update);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CategoryId: ids.Plumbing, ...update, CategoryNameAr: '', CategoryDescriptionAr: '' });
    const [entry] = await auditOf(ids.Plumbing!);
    expect(entry).toMatchObject({
      action: 'category.update',
      before: { CategoryName: 'Plumbing', CategoryDescription: 'Pipes', ImageUrl: '' },
      after: { CategoryName: 'Plumbing & Heating', ImageUrl: '/media/p.png' },
    });
  });

  it('disables and enables a category without deleting it', async () => {
    const off = await send('PATCH', `/api/Category/${ids.cleaning}/enable-status?isEnable=false`, tokens.admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ CategoryId: ids.cleaning, IsEnable: false });
    expect(names((await send('GET', '/api/Category')).json())).not.toContain('cleaning');
    const on = await send('PATCH', `/api/Category/${ids.cleaning}/enable-status?isEnable=true`, tokens.superAdmin);
    expect(on.json().IsEnable).toBe(true);
    const entries = await auditOf(ids.cleaning!);
    expect(entries.map((e) => [e.action, e.before?.IsEnable, e.after?.IsEnable])).toEqual([
      ['category.disable', true, false],
      ['category.enable', false, true],
    ]);
  });

  it('answers 404 for an unknown category and 400 for a bad id or flag', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const body = { CategoryName: 'Nowhere', CategoryDescription: '', ImageUrl: '', IsEnable: true };
    const put = await send('PUT', `/api/Category/${unknown}`, tokens.admin, body);
    expect(put.statusCode).toBe(404);
    expect(put.json().Message).toBe(CATEGORY_MESSAGES.notFound);
    expect((await send('PATCH', `/api/Category/${unknown}/enable-status?isEnable=true`, tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', '/api/Category/not-a-uuid/enable-status?isEnable=true', tokens.admin)).statusCode).toBe(
      400,
    );
    const noFlag = await send('PATCH', `/api/Category/${ids.cleaning}/enable-status`, tokens.admin);
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().Errors[0].Field).toBe('isEnable');
  });
});
