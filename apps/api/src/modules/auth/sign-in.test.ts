import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  CUSTOMER_PORTAL_LOGIN_ERRORS,
  decodeTokenClaims,
  DELETED_USER_ERRORS,
  LOGIN_ERRORS,
  PROVIDER_PORTAL_LOGIN_ERRORS,
} from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index';
import { call, createUser, PASSWORD, signIn } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('sign-in per portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { email: 'customer@example.bh' });
    await createUser(t.app, { email: 'unverified@example.bh', verified: false });
    await createUser(t.app, { email: 'provider@example.bh', role: 'provider' });
    await createUser(t.app, { email: 'admin@example.bh', role: 'admin' });
    await createUser(t.app, { email: 'boss@example.bh', role: 'superAdmin' });
    await createUser(t.app, { email: 'gone@example.bh', deleted: true });
  });
  afterAll(() => t.close());

  it('signs a customer in with a 15-minute token carrying the spec claims', async () => {
    const { res, body } = await signIn(t.app, 'Customer@Example.bh');
    expect(res.statusCode).toBe(200);
    expect(body.RefreshToken).toMatch(/^[\w-]{43}$/);
    const claims = decodeTokenClaims(body.JwtToken)!;
    expect(claims).toMatchObject({
      role: 'Customer',
      name: 'customer@example.bh',
      IsActive: true,
      IsDeleted: false,
      EmailConfirmed: true,
    });
    expect(claims.exp - claims.iat!).toBe(15 * 60);
  });

  it('lets an unverified customer sign in (the profile asks them to verify)', async () => {
    const { res, body } = await signIn(t.app, 'unverified@example.bh');
    expect(res.statusCode).toBe(200);
    expect(decodeTokenClaims(body.JwtToken)).toMatchObject({ IsActive: false, EmailConfirmed: false });
  });

  it('admits only providers and admins at the provider portal, only customers at the customer portal', async () => {
    for (const email of ['provider@example.bh', 'admin@example.bh', 'boss@example.bh']) {
      expect((await signIn(t.app, email, 'provider-login')).res.statusCode, email).toBe(200);
      const atCustomer = await signIn(t.app, email, 'customer-login');
      expect(atCustomer.res.statusCode).toBe(403);
      expect(atCustomer.body.Message).toBe(CUSTOMER_PORTAL_LOGIN_ERRORS.wrongRole);
    }
    const atProvider = await signIn(t.app, 'customer@example.bh', 'provider-login');
    expect(atProvider.res.statusCode).toBe(403);
    expect(atProvider.body.Message).toBe(PROVIDER_PORTAL_LOGIN_ERRORS.wrongRole);
    const roles = [];
    for (const email of ['customer@example.bh', 'provider@example.bh', 'boss@example.bh']) {
      roles.push(decodeTokenClaims((await signIn(t.app, email, 'login')).body.JwtToken)?.role);
    }
    expect(roles).toEqual(['Customer', 'Provider', 'SuperAdmin']);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await signIn(t.app, 'customer@example.bh', 'customer-login', 'Wrong-Passw0rd');
    const unknown = await signIn(t.app, 'nobody@example.bh');
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.Message).toBe(LOGIN_ERRORS.unauthorized);
  });

  it('refuses a soft-deleted user with the spec text', async () => {
    const { res, body } = await signIn(t.app, 'gone@example.bh');
    expect(res.statusCode).toBe(403);
    expect(body.Message).toBe(DELETED_USER_ERRORS.removed);
  });

  it('pauses sign-in for an account from an address after five wrong passwords from it', async () => {
    // Across addresses the owner keeps getting in: sign-in-lockout.test.ts.
    await createUser(t.app, { email: 'target@example.bh' });
    const attempt = (Password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/customer-login',
        payload: { Email: 'target@example.bh', Password },
        remoteAddress: '192.0.2.45',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`Guess-${i}-Passw0rd`)).statusCode).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().Message).toBe(ACCOUNT_MESSAGES.tooManySignIns);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(t.app, 'customer@example.bh')).res.statusCode).toBe(200);
  });

  it('rate-limits sign-in per client address', async () => {
    const codes = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/customer-login',
        payload: { Email: `probe${i}@example.bh`, Password: 'x' },
        remoteAddress: '192.0.2.44',
      });
      codes.push(res.statusCode);
      last = res;
    }
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { email: 'rotate@example.bh' });
  });
  afterAll(() => t.close());
  const refresh = (payload: object) => call(t.app, { method: 'POST', url: '/api/Auth/refresh', payload });

  it('rotates on every refresh and answers in both spellings', async () => {
    const { body } = await signIn(t.app, 'rotate@example.bh');
    const res = await refresh({ JwtToken: body.JwtToken, RefreshToken: body.RefreshToken });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.RefreshToken).not.toBe(body.RefreshToken);
    expect(next.refreshToken).toBe(next.RefreshToken);
    expect(next.token).toBe(next.JwtToken);
    expect(decodeTokenClaims(next.JwtToken)?.name).toBe('rotate@example.bh');
    const lower = await refresh({ token: next.JwtToken, refreshToken: next.RefreshToken });
    expect(lower.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { body } = await signIn(t.app, 'rotate@example.bh');
    const second = (await refresh({ RefreshToken: body.RefreshToken })).json();
    const replay = await refresh({ RefreshToken: body.RefreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().Message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh({ RefreshToken: second.RefreshToken })).statusCode).toBe(401);
  });

  it('refuses expired, unknown and missing refresh tokens', async () => {
    const { body } = await signIn(t.app, 'rotate@example.bh');
    await t.app.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await refresh({ RefreshToken: body.RefreshToken })).statusCode).toBe(401);
    expect((await refresh({ RefreshToken: 'made-up' })).statusCode).toBe(401);
    const missing = await refresh({ JwtToken: body.JwtToken });
    expect(missing.statusCode).toBe(400);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { body } = await signIn(t.app, 'rotate@example.bh');
    const rows = await t.app.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === body.RefreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('ends a session on logout', async () => {
    const { body } = await signIn(t.app, 'rotate@example.bh');
    const out = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/logout',
      payload: { refreshToken: body.RefreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh({ RefreshToken: body.RefreshToken })).statusCode).toBe(401);
  });

  it('refuses to refresh for a user deleted since sign-in', async () => {
    const user = await createUser(t.app, { email: 'soon-gone@example.bh' });
    const { body } = await signIn(t.app, 'soon-gone@example.bh');
    await t.app.db.execute(sql`update users set is_deleted = true where id = ${user.id}`);
    const res = await refresh({ RefreshToken: body.RefreshToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(DELETED_USER_ERRORS.removed);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });
});
