import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, PROVIDER_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, providers } from '../../db/schema/index';
import { mailCount } from '../../../test/account-helpers';
import { account, addProvider, providerTestApp, type Account } from './testing';

describe('creating and editing business profiles', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  let a: Account;
  let b: Account;
  let idA: string;
  let idB: string;
  beforeAll(async () => {
    ctx = await providerTestApp();
    a = await account(ctx.app, 'a@example.bh', 'provider');
    b = await account(ctx.app, 'b@example.bh', 'provider');
    idA = await addProvider(ctx.app, a.userId, {
      businessName: 'Alpha AC',
      accState: 'pending',
      categoryId: ctx.categoryId,
    });
    idB = await addProvider(ctx.app, b.userId, { businessName: 'Beta Build', categoryId: ctx.categoryId });
  });
  afterAll(() => ctx.t.close());
  const business = (userId: string) => ({
    UserId: userId,
    BusinessName: ' Gamma Garden ',
    PrimaryLocation: 'Isa Town',
    BusinessCategoryId: ctx.categoryId,
    Website: 'https://gamma.bh',
  });
  const row = async (id: string) => (await ctx.app.db.select().from(providers).where(eq(providers.id, id)))[0]!;

  it('lets a provider user without a business create it, pending, and only once', async () => {
    const c = await account(ctx.app, 'c@example.bh', 'provider');
    const res = await ctx.request('POST', '/api/Provider', c.token, business(c.userId));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      UserId: c.userId,
      BusinessName: 'Gamma Garden',
      AccState: 'pending',
      ContactName: 'Test User',
      ProfileSubmitted: true,
      UserDetails: { Email: 'c@example.bh' },
    });
    const again = await ctx.request('POST', '/api/Provider', c.token, business(c.userId));
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(PROVIDER_ERRORS.alreadyExists);
  });

  it('lets an admin create it for a provider user, and no one for someone else', async () => {
    const d = await account(ctx.app, 'd@example.bh', 'provider');
    const e = await account(ctx.app, 'e@example.bh', 'provider');
    expect((await ctx.request('POST', '/api/Provider', e.token, business(d.userId))).json().Message).toBe(
      PROVIDER_ERRORS.notYours,
    );
    expect((await ctx.request('POST', '/api/Provider', ctx.admin.token, business(d.userId))).statusCode).toBe(201);
    const forCustomer = await ctx.request('POST', '/api/Provider', ctx.admin.token, business(ctx.customer.userId));
    expect(forCustomer.statusCode).toBe(400);
    expect(forCustomer.json().Message).toBe(PROVIDER_ERRORS.notProviderUser);
    const unknownUser = business('00000000-0000-4000-8000-000000000000');
    expect((await ctx.request('POST', '/api/Provider', ctx.admin.token, unknownUser)).statusCode).toBe(404);
    const badCategory = { ...business(e.userId), BusinessCategoryId: '00000000-0000-4000-8000-000000000000' };
    const res = await ctx.request('POST', '/api/Provider', e.token, badCategory);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(ACCOUNT_MESSAGES.unknownCategory);
  });

  it('refuses visitors (401), customers (403) and invalid bodies (400)', async () => {
    expect((await ctx.request('POST', '/api/Provider', undefined, business(a.userId))).statusCode).toBe(401);
    expect((await ctx.request('POST', '/api/Provider', ctx.customer.token, business(a.userId))).statusCode).toBe(403);
    const blank = await ctx.request('POST', '/api/Provider', a.token, { ...business(a.userId), BusinessName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().Errors)).toContain('BusinessName');
  });

  it('lets the owner edit the profile fields, trimmed, and records who changed it', async () => {
    const res = await ctx.request('PUT', `/api/Provider/${idA}`, a.token, {
      BusinessName: ' Alpha Air ',
      BusinessDescription: 'Split units',
      Website: '',
      IsCompleted: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      BusinessName: 'Alpha Air',
      BusinessDescription: 'Split units',
      IsCompleted: true,
    });
    expect(res.json().ModifiedBy).toBe(a.userId);
  });

  it("sets and removes the business's logo (its user's image, what the brand pages show), refusing bad URLs", async () => {
    const logo = (ImageUrl: unknown) => ctx.request('PUT', `/api/Provider/${idB}`, b.token, { ImageUrl });
    const set = await logo('/media/logo-alpha.png');
    expect(set.statusCode).toBe(200);
    expect(set.json().UserDetails.ImageUrl).toBe('/media/logo-alpha.png');
    // Beta Build is active: its public page, read by anybody, carries the logo.
    const publicView = await ctx.request('GET', `/api/Provider/${idB}`, ctx.customer.token);
    expect(publicView.json().UserDetails.ImageUrl).toBe('/media/logo-alpha.png');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 42]) {
      const refused = await logo(bad);
      expect(refused.statusCode, String(bad)).toBe(400);
    }
    expect((await ctx.request('PUT', `/api/Provider/${idB}`, a.token, { ImageUrl: '' })).statusCode).toBe(403);
    const removed = await logo('');
    expect(removed.json().UserDetails.ImageUrl).toBe('');
  });

  it('does not let provider B edit provider A (403, nothing changed)', async () => {
    const before = await row(idA);
    const res = await ctx.request('PUT', `/api/Provider/${idA}`, b.token, { BusinessName: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(PROVIDER_ERRORS.notYours);
    expect(await row(idA)).toEqual(before);
    expect(
      (await ctx.request('PUT', `/api/Provider/${idA}`, ctx.customer.token, { BusinessName: 'X' })).statusCode,
    ).toBe(403);
  });

  it('does not let a provider approve themself (403), but ignores their unchanged AccState', async () => {
    const res = await ctx.request('PUT', `/api/Provider/${idA}`, a.token, {
      AccState: 'active',
      BusinessName: 'Sneaky',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(PROVIDER_ERRORS.stateAdminOnly);
    expect(await row(idA)).toMatchObject({ accState: 'pending', businessName: 'Alpha Air' });
    const same = await ctx.request('PUT', `/api/Provider/${idA}`, a.token, { AccState: 'pending', ContactName: 'Ali' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ AccState: 'pending', ContactName: 'Ali' });
    expect(
      (await ctx.request('PATCH', `/api/Provider/${idA}/status`, a.token, { AccState: 'active' })).statusCode,
    ).toBe(403);
    expect(await ctx.app.db.select().from(auditLog)).toEqual([]);
    expect(await mailCount(ctx.app, 'a@example.bh')).toBe(0);
  });

  it('lets an admin edit any profile; refuses an empty body, an unknown category and an unknown id', async () => {
    const res = await ctx.request('PUT', `/api/Provider/${idB}`, ctx.admin.token, { PrimaryLocation: 'Hamad Town' });
    expect(res.json()).toMatchObject({ PrimaryLocation: 'Hamad Town', ModifiedBy: ctx.admin.userId });
    expect((await ctx.request('PUT', `/api/Provider/${idB}`, b.token, {})).statusCode).toBe(400);
    const unknown = { BusinessCategoryId: '00000000-0000-4000-8000-000000000000' };
    expect((await ctx.request('PUT', `/api/Provider/${idB}`, b.token, unknown)).statusCode).toBe(400);
    const missing = await ctx.request('PUT', '/api/Provider/00000000-0000-4000-8000-000000000000', ctx.admin.token, {
      BusinessName: 'Nobody',
    });
    expect(missing.statusCode).toBe(404);
  });
});
