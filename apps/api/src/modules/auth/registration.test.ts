import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, emailTokens, providers, users } from '../../db/schema/index';
import { call, createUser, customerRegistration, latestMail, mailCount } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('registration and e-mail verification', () => {
  let t: TestApp;
  let categoryId: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://market.example' });
    const [category] = await t.app.db.insert(categories).values({ name: 'Plumbing' }).returning();
    categoryId = category!.id;
  });
  afterAll(() => t.close());
  const register = (payload: object, url = '/api/Auth/register') => call(t.app, { method: 'POST', url, payload });

  it('registers an unverified customer and mails an absolute verification link', async () => {
    const res = await register(customerRegistration('layla@example.bh'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ Success: true, Message: ACCOUNT_MESSAGES.registered });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'layla@example.bh'));
    expect(user).toMatchObject({
      role: 'customer',
      isActive: false,
      emailConfirmed: false,
      phoneNumber: '+97333123456',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const { link } = (await latestMail(t.app, 'layla@example.bh', '/verify-email'))!;
    expect(link?.origin).toBe('https://market.example');
    expect(link?.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('makes no second account for the same e-mail in any letter case, and answers as for a new one', async () => {
    const res = await register(customerRegistration('LAYLA@Example.BH'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ Success: true, Message: ACCOUNT_MESSAGES.registered });
    const rows = await t.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'layla@example.bh'`);
    expect(rows).toHaveLength(1);
    // The owner is told instead (account-enumeration.test.ts checks that mail).
    expect((await latestMail(t.app, 'layla@example.bh', '/customer-auth'))?.mail.template).toBe('registration-attempt');
  });

  it('applies the password, e-mail and phone rules on the server with their messages', async () => {
    const res = await register({ ...customerRegistration('bad@example'), Password: 'weakpass', PhoneNumber: '3312' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(expect.arrayContaining(['Email', 'Password', 'PhoneNumber']));
    expect(res.json().Message).toContain(VALIDATION_MESSAGES.passwordComplexity);
    const missing = await register({ Email: 'x@example.bh' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.map((e: { Field: string }) => e.Field)).toEqual(
      expect.arrayContaining(['FirstName', 'LastName', 'PhoneNumber', 'Password']),
    );
  });

  it('registers a provider whose business starts pending', async () => {
    const res = await register(
      {
        ...customerRegistration('shop@example.bh'),
        BusinessName: 'Manama Pipes',
        BusinessCategoryId: categoryId,
        PrimaryLocation: 'Manama',
      },
      '/api/Auth/register-provider',
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select({
        role: users.role,
        state: providers.accState,
        business: providers.businessName,
        complete: providers.isCompleted,
      })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.email, 'shop@example.bh'));
    expect(row).toEqual({ role: 'provider', state: 'pending', business: 'Manama Pipes', complete: false });
  });

  it('registers a business given every field customers read as complete (issue 41 point 1)', async () => {
    const res = await register(
      {
        ...customerRegistration('full@example.bh'),
        BusinessName: 'Full Pipes',
        BusinessCategoryId: categoryId,
        PrimaryLocation: 'Manama',
        BusinessDescription: 'Pipes fixed the same day.',
        ContactName: 'Ali Hasan',
        BusinessAddress: 'Road 12, Manama',
      },
      '/api/Auth/register-provider',
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select({ complete: providers.isCompleted })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.email, 'full@example.bh'));
    expect(row).toEqual({ complete: true });
  });

  it('creates nothing when the provider names an unknown category', async () => {
    const res = await register(
      {
        ...customerRegistration('ghost@example.bh'),
        BusinessName: 'Ghost',
        BusinessCategoryId: '00000000-0000-4000-8000-000000000000',
        PrimaryLocation: 'Riffa',
      },
      '/api/Auth/register-provider',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(ACCOUNT_MESSAGES.unknownCategory);
    expect(await t.app.db.select().from(users).where(eq(users.email, 'ghost@example.bh'))).toHaveLength(0);
    expect(await mailCount(t.app, 'ghost@example.bh')).toBe(0);
  });

  it('verifies once with the mailed token, then refuses the used link', async () => {
    await register(customerRegistration('noor@example.bh'));
    const token = (await latestMail(t.app, 'noor@example.bh', '/verify-email'))!.link!.searchParams.get('token')!;
    const verify = () => call(t.app, { method: 'GET', url: `/api/Auth/verify-email?token=${token}` });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Success: true, Message: ACCOUNT_MESSAGES.emailVerified });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'noor@example.bh'));
    expect(user).toMatchObject({ isActive: true, emailConfirmed: true });
    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ Success: false, Message: ACCOUNT_MESSAGES.verificationLinkInvalid });
    const garbage = await call(t.app, { method: 'GET', url: '/api/Auth/verify-email?token=nonsense' });
    expect(garbage.json().Success).toBe(false);
    for (const url of ['/api/Auth/verify-email?token=', '/api/Auth/verify-email']) {
      const malformed = await call(t.app, { method: 'GET', url });
      expect(malformed.statusCode, url).toBe(400);
      expect(malformed.json(), url).toMatchObject({ StatusCode: 400, Errors: [{ Field: 'token' }] });
    }
  });

  it('refuses an expired verification token', async () => {
    await register(customerRegistration('late@example.bh'));
    const token = (await latestMail(t.app, 'late@example.bh', '/verify-email'))!.link!.searchParams.get('token')!;
    await t.app.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await call(t.app, { method: 'GET', url: `/api/Auth/verify-email?token=${token}` });
    expect(res.json().Success).toBe(false);
  });

  it('re-sends a verification link only to unverified accounts, with the same answer for all', async () => {
    await register(customerRegistration('resend@example.bh'));
    const oldToken = (await latestMail(t.app, 'resend@example.bh', '/verify-email'))!.link!.searchParams.get('token')!;
    await createUser(t.app, { email: 'done@example.bh', verified: true });
    const answers = [];
    for (const Email of ['resend@example.bh', 'done@example.bh', 'nobody@example.bh']) {
      const res = await call(t.app, { method: 'POST', url: '/api/Auth/send-verification-email', payload: { Email } });
      answers.push([res.statusCode, res.json()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([200, { Success: true, Message: ACCOUNT_MESSAGES.verificationSent }]);
    expect(await mailCount(t.app, 'resend@example.bh')).toBe(2);
    expect(await mailCount(t.app, 'done@example.bh')).toBe(0);
    const old = await call(t.app, { method: 'GET', url: `/api/Auth/verify-email?token=${oldToken}` });
    expect(old.json().Success).toBe(false);
  });

  it('rate-limits re-sending per client address', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/send-verification-email',
        payload: { Email: 'someone@example.bh' },
        remoteAddress: '192.0.2.7',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
