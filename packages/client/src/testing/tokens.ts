import type { PersistedAuth, RoleClaim, TokenClaims } from '@marketplace/contract';

// Unsigned JWTs for the apps' tests: the apps only decode the payload (the API verifies signatures).
// Built with btoa, so they work in jsdom and Node alike.

export const TEST_USER_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A token for `role` expiring `secondsFromNow` after `nowMs` (negative: already expired). Claims the
 * apps ignore may be added, such as a `jti` that makes each token distinct as real ones are.
 */
export function makeJwt(
  role: RoleClaim = 'Customer',
  claims: Partial<TokenClaims> & { readonly jti?: string } = {},
  secondsFromNow = 900,
  nowMs = Date.now(),
): string {
  const nowSeconds = Math.floor(nowMs / 1000);
  const payload: TokenClaims = {
    role,
    nameid: TEST_USER_ID,
    name: 'sara@example.bh',
    IsActive: true,
    IsDeleted: false,
    EmailConfirmed: true,
    iat: nowSeconds - 60,
    exp: nowSeconds + secondsFromNow,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.unsigned`;
}

/** A stored session for `role`, as the sign-in pages save it. */
export const sessionFor = (role: RoleClaim, claims: Partial<TokenClaims> = {}): PersistedAuth => ({
  jwtToken: makeJwt(role, claims),
  refreshToken: `refresh-${role}`,
});

/** A session whose access token has expired while its refresh token may still renew it. */
export const expiredSessionFor = (role: RoleClaim, claims: Partial<TokenClaims> = {}): PersistedAuth => ({
  jwtToken: makeJwt(role, claims, -60),
  refreshToken: `refresh-${role}`,
});
