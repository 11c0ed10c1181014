import type { TokenClaims } from '@marketplace/contract';
import { makeJwt, TEST_USER_ID } from './tokens';

// The client's own tests run on a clock pinned to NOW_MS (testing/setup-client.ts): their tokens are
// the apps' test tokens (@marketplace/client/testing) dated from it.

export const NOW_MS = Date.UTC(2025, 5, 1, 12, 0, 0);
export const USER_ID = TEST_USER_ID;

/** A customer token expiring `secondsFromNow` after NOW_MS (negative: already expired). */
export function customerJwt(secondsFromNow: number, label = 'access', claims: Partial<TokenClaims> = {}): string {
  // The label makes each token distinct, as real ones are (jti); the client ignores unknown claims.
  return makeJwt('Customer', { jti: label, ...claims }, secondsFromNow, NOW_MS);
}

export const freshJwt = (label = 'access') => customerJwt(15 * 60, label);
export const expiredJwt = (label = 'expired') => customerJwt(-1, label);
