import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTokenClaims } from '@marketplace/contract';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { call, customerRegistration, PASSWORD, signIn } from './account-helpers';
import { linksIn, plainTextOf } from './mime-text';
import { createTestApp, type TestApp } from './test-app';

/** Waits until the SMTP server has received a mail for `to` (the dispatcher sends in the background). */
async function mailFor(smtp: TestSmtpServer, to: string, count: number, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to.includes(to));
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail number ${count} for ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Follows a mailed link the way the storefront page would: it calls the API with the link's query. */
describe('account journeys through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://market.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('registers, receives the verification mail, follows its link and signs in verified', async () => {
    const email = 'journey@example.bh';
    expect(
      (await call(t.app, { method: 'POST', url: '/api/Auth/register', payload: customerRegistration(email) }))
        .statusCode,
    ).toBe(201);
    const mail = await mailFor(smtp, email, 1);
    expect(mail.raw).toMatch(/^Subject: Verify your e-mail address/m);
    const link = linksIn(plainTextOf(mail.raw)).find((url) => url.pathname === '/verify-email')!;
    expect(link.origin).toBe('https://market.example');
    const verified = await call(t.app, { method: 'GET', url: `/api/Auth/verify-email${link.search}` });
    expect(verified.json().Success).toBe(true);
    const { res, body } = await signIn(t.app, email);
    expect(res.statusCode).toBe(200);
    expect(decodeTokenClaims(body.JwtToken)).toMatchObject({ IsActive: true, EmailConfirmed: true });
  });

  it('asks for a reset, receives the mail, sets a new password through its link and signs in with it', async () => {
    const email = 'journey@example.bh';
    await call(t.app, { method: 'POST', url: '/api/Auth/forgot-password', payload: { Email: email } });
    const mail = await mailFor(smtp, email, 2);
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    const link = linksIn(plainTextOf(mail.raw)).find((url) => url.pathname === '/ResetPassword')!;
    const newPassword = 'After-Reset-Passw0rd';
    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/reset-password',
      payload: {
        Email: link.searchParams.get('email'),
        Token: link.searchParams.get('token'),
        NewPassword: newPassword,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'customer-login', PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t.app, email, 'customer-login', newPassword)).res.statusCode).toBe(200);
  });

  it('registering again with the address answers 201 and mails its owner sign-in and reset links', async () => {
    const email = 'journey@example.bh';
    const res = await call(t.app, { method: 'POST', url: '/api/Auth/register', payload: customerRegistration(email) });
    expect(res.statusCode).toBe(201);
    const mail = await mailFor(smtp, email, 3);
    expect(mail.raw).toMatch(/^Subject: You already have an account/m);
    const links = linksIn(plainTextOf(mail.raw));
    expect(links.map((url) => `${url.origin}${url.pathname}`)).toEqual([
      'https://market.example/customer-auth',
      'https://market.example/ResetPassword',
    ]);
    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/reset-password',
      payload: { Email: email, Token: links[1]!.searchParams.get('token'), NewPassword: 'Third-Passw0rd' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'customer-login', 'Third-Passw0rd')).res.statusCode).toBe(200);
  });
});
