import type { TokenClaims } from '@marketplace/contract';

// Unsigned JWTs for tests: the client only decodes the payload (the API verifies signatures).

export const NOW_MS = Date.UTC(2025, 5, 1, 12, 0, 0);
export const USER_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A customer token expiring `secondsFromNow` after NOW_MS (negative: already expired). */
export function makeJwt(secondsFromNow: number, label = 'access', claims: Partial<TokenClaims> = {}): string {
  const payload = {
    role: 'Customer',
    nameid: USER_ID,
    name: 'sara@example.bh',
    IsActive: true,
    IsDeleted: false,
    EmailConfirmed: true,
    iat: Math.floor(NOW_MS / 1000) - 60,
    exp: Math.floor(NOW_MS / 1000) + secondsFromNow,
    // Makes each token distinct, as real ones are (jti); the client ignores unknown claims.
    jti: label,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.unsigned`;
}

export const freshJwt = (label = 'access') => makeJwt(15 * 60, label);
export const expiredJwt = (label = 'expired') => makeJwt(-1, label);
