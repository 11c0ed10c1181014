import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256-token';

// verifyHs256 against jose, which signs the tokens and which it replaces for verification: every
// token here gets the same verdict from both, except two that jose lets through and these refuse
// (a padded signature, and a token without exp, which the API's tokens always carry).

const KEY = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const OTHER_KEY = new TextEncoder().encode('another-secret-of-at-least-32-characters');
const ISSUER = 'bahrain-services-marketplace';
const NOW = 1_800_000_000;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed by hand (jose refuses to sign the odd ones). */
function handMade(header: unknown, payload: unknown, key = KEY): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}
const claims = (extra: Record<string, unknown> = {}) => ({ iss: ISSUER, exp: NOW + 60, sub: 'u1', ...extra });

async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, KEY, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(NOW * 1000) });
    return true;
  } catch {
    return false;
  }
}

async function sameVerdict(token: string): Promise<boolean> {
  const ours = verifyHs256(token, KEY, ISSUER, NOW) !== null;
  expect(ours, token).toBe(await joseAccepts(token));
  return ours;
}

describe('verifyHs256', () => {
  it('accepts a token jose signed and returns its claims', async () => {
    const token = await new SignJWT({ role: 'Customer' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(NOW - 10)
      .setExpirationTime(NOW + 900)
      .sign(KEY);
    expect(await sameVerdict(token)).toBe(true);
    expect(verifyHs256(token, KEY, ISSUER, NOW)).toEqual({
      role: 'Customer',
      iss: ISSUER,
      iat: NOW - 10,
      exp: NOW + 900,
    });
  });

  it('refuses another key, another algorithm, alg none and a changed payload', async () => {
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims(), OTHER_KEY))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'HS512' }, claims()))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'hs256' }, claims()))).toBe(false);
    expect(await sameVerdict(`${b64({ alg: 'none' })}.${b64(claims())}.`)).toBe(false);
    const [header, , signature] = handMade({ alg: 'HS256' }, claims()).split('.');
    expect(await sameVerdict(`${header}.${b64(claims({ sub: 'admin' }))}.${signature}`)).toBe(false);
  });

  it('refuses a signature spelled any other way than its one base64url form', async () => {
    const token = handMade({ alg: 'HS256' }, claims());
    expect(await sameVerdict(token)).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    for (const variant of [`${signature}A`, `${signature.slice(0, -1)}`, `${signature.slice(0, -1)}+`])
      expect(await sameVerdict(`${header}.${payload}.${variant}`)).toBe(false);
    const padded = `${header}.${payload}.${signature}=`;
    expect(await joseAccepts(padded)).toBe(true);
    expect(verifyHs256(padded, KEY, ISSUER, NOW)).toBeNull();
    // The last character of a 32-byte base64url value carries 2 unused bits: another letter
    // there decodes to the same bytes, and only the canonical one is accepted.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(verifyHs256(`${header}.${payload}.${signature.slice(0, -1)}${sibling}`, KEY, ISSUER, NOW)).toBeNull();
  });

  it('refuses expired, not yet valid, and wrongly typed time claims', async () => {
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims({ exp: NOW })))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims({ exp: NOW + 1 })))).toBe(true);
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims({ exp: String(NOW + 60) })))).toBe(false);
    const withoutExp = handMade({ alg: 'HS256' }, { iss: ISSUER, sub: 'u1' });
    expect(await joseAccepts(withoutExp)).toBe(true);
    expect(verifyHs256(withoutExp, KEY, ISSUER, NOW)).toBeNull();
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims({ nbf: NOW + 30 })))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims({ nbf: NOW })))).toBe(true);
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims({ iat: 'yesterday' })))).toBe(false);
  });

  it('refuses another issuer, extension headers and payloads that are not objects', async () => {
    expect(await sameVerdict(handMade({ alg: 'HS256' }, claims({ iss: 'someone-else' })))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'HS256', crit: ['exp'] }, claims()))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, claims()))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'HS256' }, [claims()]))).toBe(false);
    expect(await sameVerdict(handMade({ alg: 'HS256' }, null))).toBe(false);
    expect(await sameVerdict(handMade(['HS256'], claims()))).toBe(false);
  });

  it('refuses what is not a compact token at all', async () => {
    for (const token of ['', 'a.b', 'a.b.c.d', 'not.a.jwt', '..', `${b64({ alg: 'HS256' })}.%%%.abc`])
      expect(await sameVerdict(token)).toBe(false);
  });
});
