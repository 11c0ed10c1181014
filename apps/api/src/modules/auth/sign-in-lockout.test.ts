import { ACCOUNT_MESSAGES, LOGIN_ERRORS } from '@marketplace/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, latestMail, PASSWORD } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Wrong passwords must slow down whoever guesses, not lock the owner out: counting them per
// account alone let anybody pause any account (admins included) with five bad guesses; counting
// them per address alone let a botnet guess at full speed (issue 32). Device cookies tell them apart.

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

function expectPaused(res: LightMyRequestResponse, message: string = ACCOUNT_MESSAGES.tooManySignIns) {
  expect(res.statusCode).toBe(429);
  expect(res.json().Message).toBe(message);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 15 * 60, `Retry-After ${seconds}`).toBe(true);
}

/** The device cookie an answer sets, as the browser sends it back (name=value). */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^mp_device=[^;]+; Max-Age=\d+; Path=\/api\/Auth; HttpOnly; SameSite=Strict/);
  return header.split(';')[0]!;
}

describe('sign-in throttling per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { email: 'admin@example.bh', role: 'admin' });
    await createUser(t.app, { email: 'owner@example.bh' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const attempt = (
    Email: string,
    Password: string,
    remoteAddress: string,
    portal = 'customer-login',
    cookie?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Auth/${portal}`,
      payload: { Email, Password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  it('pauses the address that guessed, not the owner signing in from another', async () => {
    const guess = (i: number) => attempt('admin@example.bh', `Guess-${i}-Passw0rd`, ATTACKER, 'provider-login');
    for (let i = 0; i < 5; i++) expect((await guess(i)).statusCode).toBe(401);
    expectPaused(await guess(5));
    // Even the right password is refused from there: the pair is paused, not judged.
    expectPaused(await attempt('admin@example.bh', PASSWORD, ATTACKER, 'provider-login'));
    expect((await attempt('admin@example.bh', PASSWORD, OWNER, 'provider-login')).statusCode).toBe(200);
  });

  it('holds back new devices from every address once many have failed, while known ones get in', async () => {
    // The owner signed in on this browser last week: it carries the account's device cookie.
    const signedIn = await attempt('owner@example.bh', PASSWORD, OWNER);
    expect(signedIn.statusCode).toBe(200);
    const ownersBrowser = deviceCookieOf(signedIn);
    // Forty guesses, each from a new address: one failure each, far below the five per address.
    const answers: number[] = [];
    for (let i = 1; i <= 40; i++) {
      answers.push((await attempt('owner@example.bh', `Guess-${i}-Passw0rd`, `192.0.2.${i}`)).statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    // Past ten, new devices wait a back-off that doubles from the account's last failure: the
    // botnet gets a guess now and then, not forty at full speed.
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    // From here the clock stands still (Date only): the back-off left after the attack is a few
    // seconds, and the checks below (two password hashes among them) must not outlast it on a
    // busy machine. What they test is who gets in during a back-off, not how long it lasts.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // The owner on the known browser gets in during the attack, from any address.
    expect(
      (await attempt('owner@example.bh', PASSWORD, '198.51.100.200', 'customer-login', ownersBrowser)).statusCode,
    ).toBe(200);
    // The owner on a new phone with the right password is told why and how to get in.
    const newPhone = await attempt('owner@example.bh', PASSWORD, '198.51.100.8');
    expectPaused(newPhone, ACCOUNT_MESSAGES.tooManySignInsNewDevice);
    // ... and the mailed reset link lets that phone in: it becomes a known device.
    await t.app.inject({ method: 'POST', url: '/api/Auth/forgot-password', payload: { Email: 'owner@example.bh' } });
    const link = (await latestMail(t.app, 'owner@example.bh', '/ResetPassword'))!.link!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/reset-password',
      payload: {
        Email: 'owner@example.bh',
        Token: link.searchParams.get('token'),
        NewPassword: 'Fresh-Start-Passw0rd',
      },
      remoteAddress: '198.51.100.8',
    });
    expect(reset.statusCode).toBe(200);
    const phone = deviceCookieOf(reset);
    const back = await attempt('owner@example.bh', 'Fresh-Start-Passw0rd', '198.51.100.8', 'customer-login', phone);
    expect(back.statusCode).toBe(200);
    // Still nothing for a new device.
    expectPaused(
      await attempt('owner@example.bh', 'Fresh-Start-Passw0rd', '198.51.100.9'),
      ACCOUNT_MESSAGES.tooManySignInsNewDevice,
    );
  });

  it("does not take a forged or another account's device cookie for a known device", async () => {
    await createUser(t.app, { email: 'target@example.bh' });
    await createUser(t.app, { email: 'neighbour@example.bh' });
    // A genuine device cookie, but of another account signed in on the same browser.
    const mine = deviceCookieOf(await attempt('neighbour@example.bh', PASSWORD, '198.51.100.10'));
    for (let i = 1; i <= 12; i++) await attempt('target@example.bh', `Guess-${i}-Passw0rd`, `192.0.2.${100 + i}`);
    const forged = `mp_device=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    for (const cookie of [mine, forged, 'mp_device=~~..~', `mp_device=${'x'.repeat(9000)}`]) {
      expectPaused(
        await attempt('target@example.bh', PASSWORD, '198.51.100.11', 'customer-login', cookie),
        ACCOUNT_MESSAGES.tooManySignInsNewDevice,
      );
    }
  });

  it('treats an unknown address like an account, so pausing reveals nothing', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt('nobody@example.bh', `Guess-${i}-Passw0rd`, ATTACKER);
      expect(res.json().Message).toBe(LOGIN_ERRORS.unauthorized);
    }
    expectPaused(await attempt('nobody@example.bh', 'Guess-Passw0rd', ATTACKER));
  });
});
