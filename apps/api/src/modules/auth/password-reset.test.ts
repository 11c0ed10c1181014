import { eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, RESET_PAGE_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, refreshTokens, users } from '../../db/schema/index';
import { call, createUser, latestMail, mailCount, PASSWORD, signIn } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'Brand-New-Passw0rd';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://market.example' });
    await createUser(t.app, { email: 'forgetful@example.bh' });
    await createUser(t.app, { email: 'shop@example.bh', role: 'provider' });
    await createUser(t.app, { email: 'removed@example.bh', deleted: true });
  });
  afterAll(() => t.close());
  const forgot = (Email: string) =>
    call(t.app, { method: 'POST', url: '/api/Auth/forgot-password', payload: { Email } });
  const reset = (payload: object) => call(t.app, { method: 'POST', url: '/api/Auth/reset-password', payload });
  const resetLink = async (email: string) => (await latestMail(t.app, email, '/ResetPassword'))!.link!;

  it('answers the same whether or not the address has an account', async () => {
    const answers = await Promise.all(['forgetful@example.bh', 'nobody@example.bh', 'removed@example.bh'].map(forgot));
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual(
      Array(3).fill([200, { Success: true, Message: ACCOUNT_MESSAGES.resetLinkSent }]),
    );
    expect(await mailCount(t.app, 'nobody@example.bh')).toBe(0);
    expect(await mailCount(t.app, 'removed@example.bh')).toBe(0);
  });

  it('mails a link to the reset page with the token, the e-mail and the login page to return to', async () => {
    await forgot('forgetful@example.bh');
    const link = await resetLink('forgetful@example.bh');
    expect(`${link.origin}${link.pathname}`).toBe('https://market.example/ResetPassword');
    expect(link.searchParams.get('email')).toBe('forgetful@example.bh');
    expect(link.searchParams.get('redirect')).toBe('customer-auth');
    await forgot('shop@example.bh');
    expect((await resetLink('shop@example.bh')).searchParams.get('redirect')).toBe('provider-auth');
  });

  it('sets the new password once, ends every session, and refuses the used link', async () => {
    const session = (await signIn(t.app, 'forgetful@example.bh')).body;
    await forgot('forgetful@example.bh');
    const token = (await resetLink('forgetful@example.bh')).searchParams.get('token')!;
    const res = await reset({ Email: 'forgetful@example.bh', Token: token, NewPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: RESET_PAGE_MESSAGES.succeeded.description });
    expect((await signIn(t.app, 'forgetful@example.bh', 'customer-login', PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t.app, 'forgetful@example.bh', 'customer-login', NEW_PASSWORD)).res.statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'forgetful@example.bh'));
    const open = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user!.id));
    expect(open.filter((row) => row.revokedAt === null)).toHaveLength(1);
    const refreshed = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/refresh',
      payload: { RefreshToken: session.RefreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const reused = await reset({ Email: 'forgetful@example.bh', Token: token, NewPassword: 'Another-Passw0rd' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().Message).toBe(RESET_PAGE_MESSAGES.failed.description);
  });

  it('refuses a token presented with another e-mail, an expired token, and a weak password', async () => {
    await forgot('shop@example.bh');
    const token = (await resetLink('shop@example.bh')).searchParams.get('token')!;
    const otherEmail = await reset({ Email: 'forgetful@example.bh', Token: token, NewPassword: NEW_PASSWORD });
    expect(otherEmail.statusCode).toBe(400);
    const weak = await reset({ Email: 'shop@example.bh', Token: token, NewPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Errors).toEqual(
      expect.arrayContaining([{ Field: 'NewPassword', Message: VALIDATION_MESSAGES.passwordTooShort }]),
    );
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(isNull(emailTokens.usedAt));
    const expired = await reset({ Email: 'shop@example.bh', Token: token, NewPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect((await signIn(t.app, 'shop@example.bh', 'provider-login')).res.statusCode).toBe(200);
  });

  it('keeps only the newest reset link usable', async () => {
    await createUser(t.app, { email: 'twice@example.bh' });
    await forgot('twice@example.bh');
    const first = (await resetLink('twice@example.bh')).searchParams.get('token')!;
    await forgot('twice@example.bh');
    // The second link is made (and the first retired) after the answer, with the deferred work.
    await t.app.deferredWork.idle();
    const res = await reset({ Email: 'twice@example.bh', Token: first, NewPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });
});
