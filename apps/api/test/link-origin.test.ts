import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, customerRegistration, latestMail } from './account-helpers';
import { createTestApp, type TestApp } from './test-app';
import { paymentParties, placeOrder, type PaymentParties } from '../src/modules/payments/testing';
import { resolveLinkOrigin } from '../src/plugins/link-origin';

const unset = { publicUrl: 'http://localhost:3000', publicUrlConfigured: false, host: 'localhost' };
const request = (host: string | undefined, protocol: 'http' | 'https' = 'http') => ({
  protocol,
  host: host as string,
  get hostname() {
    return host!.startsWith('[') ? host!.slice(0, host!.indexOf(']') + 1) : host!.split(':', 1)[0]!;
  },
});

describe('the origin of absolute links', () => {
  it('is PUBLIC_URL whenever it is configured', () => {
    const configured = { ...unset, publicUrl: 'https://shop.example.bh', publicUrlConfigured: true };
    expect(resolveLinkOrigin(configured, request('127.0.0.1:3000'))).toBe('https://shop.example.bh');
  });

  it('follows the address the person used on this machine', () => {
    expect(resolveLinkOrigin(unset, request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(resolveLinkOrigin(unset, request('LOCALHOST:3000'))).toBe('http://localhost:3000');
    expect(resolveLinkOrigin(unset, request('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(resolveLinkOrigin(unset, request('127.0.0.1:8443', 'https'))).toBe('https://127.0.0.1:8443');
    const listening = { ...unset, host: 'shop.lan' };
    expect(resolveLinkOrigin(listening, request('shop.lan:3000'))).toBe('http://shop.lan:3000');
  });

  it('never builds links from a foreign or malformed Host header (reset-link poisoning)', () => {
    for (const host of [
      'attacker.example',
      'attacker.example:3000',
      'localhost.attacker.example',
      'a b',
      '',
      undefined,
    ]) {
      expect(resolveLinkOrigin(unset, request(host)), String(host)).toBe('http://localhost:3000');
    }
  });
});

describe('the payment return without PUBLIC_URL', () => {
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
    p = await paymentParties(t.app);
  });
  afterAll(() => t.close());

  const checkout = async (host: string) => {
    const order = await placeOrder(t.app, p);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Payment/checkout',
      headers: { ...p.customer.headers, host },
      payload: { OrderId: order.id },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ PaymentUrl: string }>().PaymentUrl;
  };
  const decide = async (paymentUrl: string) => {
    const res = await call(t.app, {
      method: 'POST',
      url: `${new URL(paymentUrl).pathname}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    return new URL(res.headers.location as string);
  };

  it('sends a payer who opened 127.0.0.1 to the hosted page and back on 127.0.0.1', async () => {
    const paymentUrl = await checkout('127.0.0.1:3000');
    expect(new URL(paymentUrl).origin).toBe('http://127.0.0.1:3000');
    const back = await decide(paymentUrl);
    expect([back.origin, back.pathname]).toEqual(['http://127.0.0.1:3000', '/payment/result']);
  });

  it('keeps the default origin for a Host that is not this machine', async () => {
    const back = await decide(await checkout('attacker.example'));
    expect(back.origin).toBe('http://localhost:3000');
  });
});

describe('mailed links without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
    await createUser(t.app, { email: 'owner@example.bh' });
  });
  afterAll(() => t.close());

  const ask = async (url: string, host: string, payload: object) => {
    const res = await call(t.app, { method: 'POST', url, headers: { host }, payload });
    expect(res.statusCode, url).toBeLessThan(300);
  };

  it('start with the address the person used on this machine', async () => {
    await ask('/api/Auth/forgot-password', '127.0.0.1:3000', { Email: 'owner@example.bh' });
    expect((await latestMail(t.app, 'owner@example.bh', '/ResetPassword'))?.link?.origin).toBe('http://127.0.0.1:3000');
    await ask('/api/Auth/register', '127.0.0.1:3000', customerRegistration('new@example.bh'));
    expect((await latestMail(t.app, 'new@example.bh', '/verify-email'))?.link?.origin).toBe('http://127.0.0.1:3000');
  });

  it('never start with a foreign Host header', async () => {
    await ask('/api/Auth/forgot-password', 'attacker.example', { Email: 'owner@example.bh' });
    expect((await latestMail(t.app, 'owner@example.bh', '/ResetPassword'))?.link?.origin).toBe('http://localhost:3000');
  });
});
