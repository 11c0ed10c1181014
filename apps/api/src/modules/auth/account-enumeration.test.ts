import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, mailOutbox, providers, users } from '../../db/schema/index';
import { call, createUser, customerRegistration, latestMail, mailCount, signIn } from '../../../test/account-helpers';
import { compareLatency } from '../../../test/latency';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Registration, forgot-password and re-sending the verification link take an e-mail address.
// Whether that address has an account must not show in the status, the body, the headers or the
// time of the answer; only the owner of the address learns, by mail.

/** Headers that differ per request whatever the address (its id, the clock). */
const PER_REQUEST_HEADERS = ['date', 'x-request-id', 'x-ratelimit-reset'];
const answerOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.json() as unknown,
  headers: Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_REQUEST_HEADERS.includes(name))),
});

describe('no account enumeration', () => {
  let t: TestApp;
  let categoryId: string;
  let fresh = 0;
  const newAddress = () => `new-${(fresh += 1)}@example.bh`;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://market.example' });
    await createUser(t.app, { email: 'owner@example.bh' });
    await createUser(t.app, { email: 'pending@example.bh', verified: false });
    await createUser(t.app, { email: 'shop@example.bh', role: 'provider' });
    await createUser(t.app, { email: 'removed@example.bh', deleted: true });
    const [category] = await t.app.db.insert(categories).values({ name: 'Plumbing' }).returning();
    categoryId = category!.id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => call(t.app, { method: 'POST', url, payload });
  const registerCustomer = (email: string) => post('/api/Auth/register', customerRegistration(email));
  const registerProvider = (email: string) =>
    post('/api/Auth/register-provider', {
      ...customerRegistration(email),
      BusinessName: 'Manama Pipes',
      BusinessCategoryId: categoryId,
      PrimaryLocation: 'Manama',
    });
  const forgot = (Email: string) => post('/api/Auth/forgot-password', { Email });
  const resend = (Email: string) => post('/api/Auth/send-verification-email', { Email });

  it.each([
    ['register', registerCustomer],
    ['register-provider', registerProvider],
    ['forgot-password', forgot],
    ['send-verification-email', resend],
  ])('%s answers a taken address exactly like a new one', async (_name, send) => {
    const newcomer = answerOf(await send(newAddress()));
    expect(newcomer.status).toBeLessThan(300);
    for (const taken of ['owner@example.bh', 'PENDING@example.bh', 'shop@example.bh', 'removed@example.bh']) {
      expect(answerOf(await send(taken)), taken).toEqual(newcomer);
    }
    // The links are mailed after the answers, on the next round of deferred work: let them go out
    // before the next test reads the newest mail.
    await t.app.deferredWork.idle();
  });

  it('creates no second account and tells the owner, whose mailed links sign in and reset', async () => {
    expect((await registerProvider('owner@example.bh')).statusCode).toBe(201);
    const rows = await t.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'owner@example.bh'`);
    expect(rows).toHaveLength(1);
    expect(await t.app.db.select().from(providers).where(eq(providers.userId, rows[0]!.id))).toHaveLength(0);
    // The attempt's password did not replace the owner's.
    expect((await signIn(t.app, 'owner@example.bh')).res.statusCode).toBe(200);

    const notice = (await latestMail(t.app, 'owner@example.bh', '/ResetPassword'))!;
    expect(notice.mail).toMatchObject({ template: 'registration-attempt', subject: 'You already have an account' });
    expect(notice.mail.textBody).toContain('Sign in:\nhttps://market.example/customer-auth\n');
    const reset = notice.link!;
    expect(reset.searchParams.get('redirect')).toBe('customer-auth');
    const changed = await post('/api/Auth/reset-password', {
      Email: reset.searchParams.get('email'),
      Token: reset.searchParams.get('token'),
      NewPassword: 'Chosen-After-Notice1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(t.app, 'owner@example.bh', 'customer-login', 'Chosen-After-Notice1')).res.statusCode).toBe(
      200,
    );
  });

  it('sends a provider owner to the provider sign-in, and a removed account nothing', async () => {
    await registerCustomer('Shop@Example.bh');
    const notice = (await latestMail(t.app, 'shop@example.bh', '/provider-login'))!;
    expect(notice.mail.template).toBe('registration-attempt');
    expect(notice.link?.href).toBe('https://market.example/provider-login');
    expect(notice.mail.textBody).toContain('redirect=provider-auth');
    await registerCustomer('removed@example.bh');
    expect(await mailCount(t.app, 'removed@example.bh')).toBe(0);
  });

  it('does not let two racing registrations of one new address make two accounts', async () => {
    const email = newAddress();
    const answers = await Promise.all([registerCustomer(email), registerCustomer(email)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    await t.app.deferredWork.idle();
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((mail) => mail.template).sort()).toEqual(['registration-attempt', 'verify-email']);
  });

  // The time of an answer must not tell either. See test/latency.ts for why this holds on CI.
  const settle = () => t.app.deferredWork.idle();
  it.each([
    ['register', () => registerCustomer('owner@example.bh'), () => registerCustomer(newAddress())],
    ['forgot-password', () => forgot('owner@example.bh'), () => forgot(newAddress())],
    ['send-verification-email', () => resend('pending@example.bh'), () => resend(newAddress())],
  ])('%s takes as long for a taken address as for a new one', { timeout: 120_000 }, async (name, taken, fresh) => {
    const result = await compareLatency(taken, fresh, { pairs: 30, settle });
    expect(result.distinguishable, `${name}: ${JSON.stringify(result)}`).toBe(false);
  });
});
