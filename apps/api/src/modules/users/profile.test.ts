import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SESSION_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, providers, users } from '../../db/schema/index';
import { bearer, call, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('current user and profile', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const [category] = await t.app.db.insert(categories).values({ name: 'Cleaning' }).returning();
    const accounts = [
      ['a', 'a@example.bh', 'customer', true],
      ['b', 'b@example.bh', 'customer', true],
      ['unverified', 'u@example.bh', 'customer', false],
      ['provider', 'p@example.bh', 'provider', true],
      ['admin', 'admin@example.bh', 'admin', true],
    ] as const;
    await signInAccounts(t.app, accounts, ids, tokens);
    await t.app.db.insert(providers).values({
      userId: ids.provider!,
      businessName: 'Sitra Shine',
      accState: 'active',
      businessCategoryId: category!.id,
    });
  });
  afterAll(() => t.close());
  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, headers: token ? bearer(token) : {} });
  const update = (token: string, payload: object) =>
    call(t.app, { method: 'PATCH', url: '/api/Customer/updateUser', headers: bearer(token), payload });
  const profileUpdate = (userId: string) => ({
    UserId: userId,
    FirstName: ' Fatima ',
    LastName: 'Haddad',
    PhoneNumber: '+97339876543',
    Address: 'Building 1234, Road 4567, Block 345, Manama',
    ImageUrl: '',
    IsActive: true,
    IsDeleted: false,
  });

  it('returns the signed-in customer their own profile', async () => {
    const res = await get(`/api/Customer/user/${ids.a}?isActive=true`, tokens.a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.a,
      email: 'a@example.bh',
      isActive: true,
      phoneNumber: '',
      imageUrl: '',
    });
    expect(res.json().provider).toBeUndefined();
  });

  it('does not show one customer another customer’s profile, but an admin may', async () => {
    const res = await get(`/api/Customer/user/${ids.b}?isActive=true`, tokens.a);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(ACCOUNT_MESSAGES.profileNotYours);
    expect((await get(`/api/Customer/user/${ids.b}`, tokens.admin)).statusCode).toBe(200);
    expect((await get(`/api/Customer/user/${ids.b}`)).statusCode).toBe(401);
  });

  it('returns a provider their profile with the business block', async () => {
    const res = await get(`/api/Provider/user/${ids.provider}?isActive=true`, tokens.provider);
    expect(res.statusCode).toBe(200);
    expect(res.json().provider).toMatchObject({ businessName: 'Sitra Shine', accState: 'active' });
    expect((await get(`/api/Provider/user/${ids.admin}`, tokens.admin)).json().provider).toBeUndefined();
    expect((await get(`/api/Provider/user/${ids.provider}`, tokens.a)).statusCode).toBe(403);
    expect((await get(`/api/Provider/user/${ids.a}`, tokens.admin)).statusCode).toBe(404);
  });

  it('updates the caller’s own profile, never the e-mail, ignoring IsActive and IsDeleted', async () => {
    const res = await update(tokens.a!, { ...profileUpdate(ids.a!), Email: 'hijack@example.bh', IsDeleted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      UserId: ids.a,
      FirstName: 'Fatima',
      Email: 'a@example.bh',
      IsDeleted: false,
      ImageUrl: '',
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ids.a!));
    expect(row).toMatchObject({ email: 'a@example.bh', isDeleted: false, phoneNumber: '+97339876543' });
  });

  it('refuses to change another customer’s record and changes nothing', async () => {
    const before = (await t.app.db.select().from(users).where(eq(users.id, ids.b!)))[0];
    const res = await update(tokens.a!, profileUpdate(ids.b!));
    expect(res.statusCode).toBe(403);
    const after = (await t.app.db.select().from(users).where(eq(users.id, ids.b!)))[0];
    expect(after).toEqual(before);
  });

  it('refuses an unverified customer, who cannot verify themselves through the payload', async () => {
    const res = await update(tokens.unverified!, profileUpdate(ids.unverified!));
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(SESSION_MESSAGES.accountNotVerified.description);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ids.unverified!));
    expect(row!.isActive).toBe(false);
  });

  it('applies the phone rule and refuses non-customers and visitors', async () => {
    const badPhone = await update(tokens.a!, { ...profileUpdate(ids.a!), PhoneNumber: '33123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().Message).toBe(VALIDATION_MESSAGES.phoneInvalid);
    expect((await update(tokens.provider!, profileUpdate(ids.provider!))).statusCode).toBe(403);
    const anonymous = await call(t.app, {
      method: 'PATCH',
      url: '/api/Customer/updateUser',
      payload: profileUpdate(ids.a!),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
