import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailCount } from '../../../test/account-helpers';
import { compareLatency, type LatencyComparison } from '../../../test/latency';
import { createTestApp, type TestApp } from '../../../test/test-app';

// What account-enumeration.test.ts checks through inject, measured as an attacker would (issue 32):
// over a real HTTP connection, interleaved, each request from an address of its own (behind a
// trusted proxy, so the per-address limits never answer 429), and without waiting between
// requests for the work done after an answer, so work an address with an account leaves behind
// would slow the request after it.

const report = (name: string, { medianA, medianB, rangeA, rangeB, aSlowerShare }: LatencyComparison) =>
  `${name}: taken ${medianA.toFixed(2)} ms [${rangeA.map((ms) => ms.toFixed(2)).join('-')}], ` +
  `new ${medianB.toFixed(2)} ms [${rangeB.map((ms) => ms.toFixed(2)).join('-')}], ` +
  `taken slower in ${Math.round(aSlowerShare * 100)}% of the pairs`;

describe('no account enumeration over HTTP', () => {
  let t: TestApp;
  let baseUrl: string;
  let address = 0;
  let fresh = 0;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://market.example' });
    await createUser(t.app, { email: 'owner@example.bh' });
    await createUser(t.app, { email: 'pending@example.bh', verified: false });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  async function post(path: string, Email: string): Promise<void> {
    address += 1;
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
      },
      body: JSON.stringify({ Email }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }

  it.each([
    ['forgot-password', '/api/Auth/forgot-password', 'owner@example.bh'],
    ['send-verification-email', '/api/Auth/send-verification-email', 'pending@example.bh'],
  ])('%s answers as fast for a taken address as for a new one', { timeout: 120_000 }, async (name, path, taken) => {
    const result = await compareLatency(
      () => post(path, taken),
      () => post(path, `new-${(fresh += 1)}@example.bh`),
      { pairs: 40, order: 'a-then-b' },
    );
    console.log(report(name, result));
    expect(result.distinguishable, report(name, result)).toBe(false);
    // The work was done all the same: the owner got a mail for every request (three warm-ups).
    expect(await mailCount(t.app, taken)).toBe(43);
  });
});
