import { eq } from 'drizzle-orm';
import { PROVIDER_ERRORS, type ProviderList } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema/index';
import { account, addCategory, addProvider, providerTestApp, type Account } from './testing';

describe('reading providers', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  const ids: Record<string, string> = {};
  let pendingOwner: Account;
  beforeAll(async () => {
    ctx = await providerTestApp();
    const gardens = await addCategory(ctx.app, 'Gardening');
    const rows = [
      ['active', 'Sitra Shine', 'active', ctx.categoryId, 'Sitra', 'Deep cleaning of homes'],
      ['garden', 'Green Muharraq', 'active', gardens, 'MUHARRAQ', 'Lawns and 100% palm care'],
      ['pending', 'Pending Pools', 'pending', ctx.categoryId, 'Riffa', ''],
      ['rejected', 'Rejected Rugs', 'rejected', ctx.categoryId, 'Manama', ''],
      ['inactive', 'Idle Irons', 'inactive', ctx.categoryId, 'Manama', ''],
    ] as const;
    for (const [key, businessName, accState, categoryId, location, description] of rows) {
      const user = await account(ctx.app, `${key}@example.bh`, 'provider');
      if (key === 'pending') pendingOwner = user;
      ids[key] = await addProvider(ctx.app, user.userId, { businessName, accState, categoryId, location, description });
    }
  });
  afterAll(() => ctx.t.close());
  const list = async (query: string, token?: string) => {
    const res = await ctx.request('GET', `/api/Provider/providers${query}`, token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProviderList;
    return { body, names: body.Items.map((p) => p.BusinessName).sort() };
  };

  it('shows an active provider to everyone, without the personal contact details', async () => {
    const res = await ctx.request('GET', `/api/Provider/${ids.active}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ProviderId: ids.active,
      BusinessName: 'Sitra Shine',
      AccState: 'active',
      Website: '',
      UserDetails: { Email: '', FirstName: 'Test', PhoneNumber: '', Address: '', IsDeleted: false },
    });
    const admin = await ctx.request('GET', `/api/Provider/${ids.active}`, ctx.admin.token);
    expect(admin.json().UserDetails.Email).toBe('active@example.bh');
  });

  it('keeps the id of the admin who last changed a provider out of the public view', async () => {
    await ctx.app.db.update(providers).set({ modifiedBy: ctx.admin.userId }).where(eq(providers.id, ids.active!));
    for (const token of [undefined, ctx.customer.token]) {
      expect((await ctx.request('GET', `/api/Provider/${ids.active}`, token)).json().ModifiedBy).toBeNull();
      const listed = (await list('', token)).body.Items.find((provider) => provider.ProviderId === ids.active);
      expect(listed?.ModifiedBy).toBeNull();
    }
    const admin = await ctx.request('GET', `/api/Provider/${ids.active}`, ctx.admin.token);
    expect(admin.json().ModifiedBy).toBe(ctx.admin.userId);
  });

  it('never lists personal e-mails to the public, but does to admins', async () => {
    const publicEmails = (await list('')).body.Items.map((provider) => provider.UserDetails.Email);
    expect(publicEmails.length).toBeGreaterThan(0);
    expect(publicEmails.every((email) => email === '')).toBe(true);
    const adminEmails = (await list('', ctx.admin.token)).body.Items.map((provider) => provider.UserDetails.Email);
    expect(adminEmails).toContain('active@example.bh');
  });

  it('hides a non-active provider from the public and other providers, not from its owner or admins', async () => {
    for (const token of [undefined, ctx.customer.token]) {
      const res = await ctx.request('GET', `/api/Provider/${ids.pending}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(PROVIDER_ERRORS.notFound);
    }
    expect((await ctx.request('GET', `/api/Provider/${ids.rejected}`, pendingOwner.token)).statusCode).toBe(404);
    expect((await ctx.request('GET', `/api/Provider/${ids.pending}`, pendingOwner.token)).json().AccState).toBe(
      'pending',
    );
    expect((await ctx.request('GET', `/api/Provider/${ids.inactive}`, ctx.admin.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await ctx.request('GET', '/api/Provider/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ctx.request('GET', '/api/Provider/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists only active providers to the public, newest first, paged 1 of 10 by default', async () => {
    const { body, names } = await list('');
    expect(names).toEqual(['Green Muharraq', 'Sitra Shine']);
    expect(body).toMatchObject({ Page: 1, Limit: 10, TotalItems: 2, TotalPages: 1 });
    expect(body.Items[0]!.BusinessName).toBe('Green Muharraq');
  });

  it('gives the public nothing for a Status other than active', async () => {
    expect((await list('?Status=pending')).body).toMatchObject({ Items: [], TotalItems: 0, TotalPages: 0 });
    expect((await list('?Status=active', ctx.customer.token)).names).toEqual(['Green Muharraq', 'Sitra Shine']);
  });

  it('lists every state to admins and filters by Status', async () => {
    expect((await list('', ctx.admin.token)).body.TotalItems).toBe(5);
    expect((await list('?Status=pending', ctx.admin.token)).names).toEqual(['Pending Pools']);
    expect((await list('?Status=inactive&Location=manama', ctx.admin.token)).names).toEqual(['Idle Irons']);
  });

  it('filters by Search, CategoryId and Location, case-insensitively, wildcards taken literally', async () => {
    expect((await list('?Search=sitra')).names).toEqual(['Sitra Shine']);
    expect((await list('?Search=DEEP%20CLEANING')).names).toEqual(['Sitra Shine']);
    expect((await list('?Search=100%25')).names).toEqual(['Green Muharraq']);
    expect((await list('?Search=%25')).names).toEqual(['Green Muharraq']);
    expect((await list(`?CategoryId=${ctx.categoryId}`)).names).toEqual(['Sitra Shine']);
    expect((await list('?Location=muharraq')).names).toEqual(['Green Muharraq']);
    expect((await list('?Location=Riffa')).names).toEqual([]);
  });

  it('sorts by business name or date either way with Sort', async () => {
    const ordered = async (query: string, token?: string) =>
      (await list(query, token)).body.Items.map((p) => p.BusinessName);
    const byName = ['Green Muharraq', 'Idle Irons', 'Pending Pools', 'Rejected Rugs', 'Sitra Shine'];
    expect(await ordered('?Sort=name:asc', ctx.admin.token)).toEqual(byName);
    expect(await ordered('?Sort=name:desc', ctx.admin.token)).toEqual([...byName].reverse());
    const byAge = ['Sitra Shine', 'Green Muharraq', 'Pending Pools', 'Rejected Rugs', 'Idle Irons'];
    expect(await ordered('?Sort=createdAt:asc', ctx.admin.token)).toEqual(byAge);
    expect(await ordered('?Sort=createdAt:desc&Limit=2&Page=2', ctx.admin.token)).toEqual([
      'Pending Pools',
      'Green Muharraq',
    ]);
    expect(await ordered('?Sort=name:desc')).toEqual(['Sitra Shine', 'Green Muharraq']);
  });

  it('pages with Page and Limit', async () => {
    const { body } = await list('?Page=2&Limit=1');
    expect(body).toMatchObject({ Page: 2, Limit: 1, TotalItems: 2, TotalPages: 2 });
    expect(body.Items.map((p) => p.BusinessName)).toEqual(['Sitra Shine']);
  });

  it('refuses bad query values with 400 naming the field', async () => {
    const cases = [
      ['?Limit=101', 'Limit'],
      ['?Limit=0', 'Limit'],
      ['?Page=0', 'Page'],
      ['?Page=abc', 'Page'],
      ['?Status=banned', 'Status'],
      ['?CategoryId=nope', 'CategoryId'],
      ['?Sort=name', 'Sort'],
      ['?Sort=rating:desc', 'Sort'],
    ] as const;
    for (const [query, field] of cases) {
      const res = await ctx.request('GET', `/api/Provider/providers${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().Errors), query).toContain(field);
    }
  });
});
