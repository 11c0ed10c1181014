import { ACCOUNT_MESSAGES, LOGIN_ERRORS } from '@marketplace/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Wrong passwords must slow down whoever guesses, not lock the owner out: counting them per
// account alone let anybody pause any account (admins included) with five bad guesses.

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

function expectPaused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json().Message).toBe(ACCOUNT_MESSAGES.tooManySignIns);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 15 * 60, `Retry-After ${seconds}`).toBe(true);
}

describe('sign-in throttling per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { email: 'admin@example.bh', role: 'admin' });
    await createUser(t.app, { email: 'owner@example.bh' });
  });
  afterAll(() => t.close());

  const attempt = (Email: string, Password: string, remoteAddress: string, portal = 'customer-login') =>
    t.app.inject({ method: 'POST', url: `/api/Auth/${portal}`, payload: { Email, Password }, remoteAddress });

  it('pauses the address that guessed, not the owner signing in from another', async () => {
    const guess = (i: number) => attempt('admin@example.bh', `Guess-${i}-Passw0rd`, ATTACKER, 'provider-login');
    for (let i = 0; i < 5; i++) expect((await guess(i)).statusCode).toBe(401);
    expectPaused(await guess(5));
    // Even the right password is refused from there: the pair is paused, not judged.
    expectPaused(await attempt('admin@example.bh', PASSWORD, ATTACKER, 'provider-login'));
    expect((await attempt('admin@example.bh', PASSWORD, OWNER, 'provider-login')).statusCode).toBe(200);
  });

  it('backs off every address that failed once many have, while a clean address still gets in', async () => {
    const botnet = Array.from({ length: 12 }, (_, i) => `192.0.2.${i + 1}`);
    for (const address of botnet) {
      expect((await attempt('owner@example.bh', 'Guess-Passw0rd1', address)).statusCode).toBe(401);
    }
    // One failure each, far below the five per address: the account-wide back-off holds them.
    expectPaused(await attempt('owner@example.bh', 'Guess-Passw0rd2', botnet[0]!));
    expect((await attempt('owner@example.bh', PASSWORD, OWNER)).statusCode).toBe(200);
    // A clean address is judged, not paused; once it has failed, it backs off too.
    const stranger = '198.51.100.99';
    expect((await attempt('owner@example.bh', 'Guess-Passw0rd3', stranger)).statusCode).toBe(401);
    expectPaused(await attempt('owner@example.bh', PASSWORD, stranger));
  });

  it('treats an unknown address like an account, so pausing reveals nothing', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt('nobody@example.bh', `Guess-${i}-Passw0rd`, ATTACKER);
      expect(res.json().Message).toBe(LOGIN_ERRORS.unauthorized);
    }
    expectPaused(await attempt('nobody@example.bh', 'Guess-Passw0rd', ATTACKER));
  });
});
