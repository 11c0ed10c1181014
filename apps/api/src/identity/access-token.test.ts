import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokenService, type AuthUser } from './access-token';

const user: AuthUser = {
  id: '5f0c6a52-8c1e-4a39-9d0b-6f1e2d3c4b5a',
  role: 'provider',
  email: 'shop@example.bh',
  isActive: true,
  isDeleted: false,
  emailConfirmed: true,
};
const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('access tokens', () => {
  it('round-trips the user through a signed token', async () => {
    const tokens = createAccessTokenService(SECRET);
    expect(await tokens.verify(await tokens.sign(user))).toEqual(user);
  });

  it('refuses an expired token', async () => {
    const tokens = createAccessTokenService(SECRET, 1);
    const token = await tokens.sign(user);
    await sleep(2100);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses tokens signed with another key, tampered, or without our claims', async () => {
    const ours = createAccessTokenService(SECRET);
    const theirs = createAccessTokenService('another-secret-of-at-least-32-characters');
    expect(await ours.verify(await theirs.sign(user))).toBeNull();
    const [header, , signature] = (await ours.sign(user)).split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'SuperAdmin', nameid: user.id })).toString('base64url');
    expect(await ours.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const bare = await new SignJWT({ sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('bahrain-services-marketplace')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await ours.verify(bare)).toBeNull();
    expect(await ours.verify('not.a.jwt')).toBeNull();
  });

  it('refuses a token we signed whose claims break the contract (id not a UUID, unknown role)', async () => {
    const tokens = createAccessTokenService(SECRET);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT({
        role: 'Provider',
        nameid: user.id,
        name: user.email,
        IsActive: true,
        IsDeleted: false,
        EmailConfirmed: true,
        ...claims,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('bahrain-services-marketplace')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(await signed({}))).toEqual(user);
    expect(await tokens.verify(await signed({ nameid: 'not-a-uuid' }))).toBeNull();
    expect(await tokens.verify(await signed({ role: 'Owner' }))).toBeNull();
    expect(await tokens.verify(await signed({ IsActive: 'yes' }))).toBeNull();
  });
});
