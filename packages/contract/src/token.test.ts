import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { TokenClaimsSchema, type TokenClaims } from './schemas/auth';
import {
  decodeTokenClaims,
  isTokenExpired,
  normaliseTokenPair,
  portalLoginProblem,
  readTokenPair,
  sessionFromClaims,
  toRefreshResponse,
} from './token';

const claims: TokenClaims = {
  role: 'Customer',
  nameid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  name: 'fatima@example.bh',
  IsActive: true,
  IsDeleted: false,
  EmailConfirmed: true,
  exp: 1_900_000_000,
};

function jwtOf(payload: unknown): string {
  const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}

describe('decodeTokenClaims', () => {
  it('decodes a base64url payload, UTF-8 included', () => {
    const withName = { ...claims, name: 'فاطمة@example.bh', jti: 'x' };
    expect(decodeTokenClaims(jwtOf(withName))).toEqual(withName);
  });

  it('returns null for malformed tokens or missing claims', () => {
    expect(decodeTokenClaims(undefined)).toBeNull();
    expect(decodeTokenClaims('not-a-jwt')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
    expect(decodeTokenClaims(jwtOf({ ...claims, role: 'Guest' }))).toBeNull();
    const { IsDeleted: _omitted, ...withoutDeleted } = claims;
    expect(decodeTokenClaims(jwtOf(withoutDeleted))).toBeNull();
    expect(decodeTokenClaims(jwtOf({ ...claims, IsActive: 'True' }))).toBeNull();
  });

  // The apps check the claims by hand (token.ts says why); the API checks them with the schema.
  it('accepts exactly the payloads TokenClaimsSchema accepts', () => {
    const oddValues = [undefined, null, '', 'x', 'Admin', claims.nameid.toUpperCase(), 0, 1.5, -1, true, {}, []];
    const payloads: unknown[] = [claims, { ...claims, iat: 1_800_000_000 }, null, [], 'claims', 42];
    for (const key of Object.keys(TokenClaimsSchema.properties)) {
      for (const value of oddValues) payloads.push({ ...claims, [key]: value });
      const { [key as keyof TokenClaims]: _removed, ...without } = claims;
      payloads.push(without);
    }
    for (const payload of payloads) {
      const expected = Value.Check(TokenClaimsSchema, payload) ? payload : null;
      expect(decodeTokenClaims(jwtOf(payload)), JSON.stringify(payload)).toEqual(expected);
    }
  });
});

describe('isTokenExpired', () => {
  it('compares exp (seconds) with now (milliseconds)', () => {
    expect(isTokenExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isTokenExpired({ exp: 100 }, 100_000)).toBe(true);
  });
});

describe('sessionFromClaims', () => {
  it('maps the claims to the auth slice fields', () => {
    expect(sessionFromClaims({ ...claims, role: 'SuperAdmin' })).toEqual({
      userId: claims.nameid,
      email: 'fatima@example.bh',
      role: 'superAdmin',
      isActive: true,
      isDeleted: false,
      emailConfirmed: true,
    });
  });
});

describe('portalLoginProblem', () => {
  it('lets each portal admit its roles only', () => {
    expect(portalLoginProblem(claims, 'customer')).toBeNull();
    expect(portalLoginProblem(claims, 'provider')).toBe(
      'Invalid credentials. This account is not authorized for provider or admin access.',
    );
    for (const role of ['Provider', 'Admin', 'SuperAdmin'] as const) {
      expect(portalLoginProblem({ ...claims, role }, 'provider')).toBeNull();
      expect(portalLoginProblem({ ...claims, role }, 'customer')).toBe(
        'Invalid credentials. This account is not authorized for customer access.',
      );
    }
  });

  it('refuses deleted users before looking at the role', () => {
    expect(portalLoginProblem({ ...claims, IsDeleted: true }, 'customer')).toBe(
      'You have been removed from the system and cannot login.',
    );
  });
});

describe('refresh token spellings', () => {
  it('reads either spelling, PascalCase first', () => {
    expect(normaliseTokenPair({ token: 'j', refreshToken: 'r' })).toEqual({ jwtToken: 'j', refreshToken: 'r' });
    expect(normaliseTokenPair({ JwtToken: 'J', token: 'j', RefreshToken: 'R' })).toEqual({
      jwtToken: 'J',
      refreshToken: 'R',
    });
  });

  it('returns null when a half is missing or empty', () => {
    expect(normaliseTokenPair({ JwtToken: 'j' })).toBeNull();
    expect(normaliseTokenPair({ JwtToken: 'j', RefreshToken: '' })).toBeNull();
    expect(normaliseTokenPair('j.r')).toBeNull();
    expect(readTokenPair({ RefreshToken: 'r' })).toEqual({ refreshToken: 'r' });
  });

  it('answers with every spelling', () => {
    expect(toRefreshResponse({ jwtToken: 'j', refreshToken: 'r' })).toEqual({
      JwtToken: 'j',
      token: 'j',
      RefreshToken: 'r',
      refreshToken: 'r',
    });
  });
});
