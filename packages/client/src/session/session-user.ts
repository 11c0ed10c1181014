import {
  decodeTokenClaims,
  isTokenExpired,
  sessionFromClaims,
  type PersistedAuth,
  type SessionClaims,
} from '@marketplace/contract';

// Who is signed in, read from the persisted tokens (spec section 3, "Auth session"). Both apps ask
// the same two questions on load, so they answer them alike: the storefront's guard and the back
// office's auth provider must never disagree about whether the same stored session is usable.

/**
 * The signed-in user, or null. An expired access token still names the user while a refresh token
 * can renew it (the client does so on the next call, or clears the session when it cannot);
 * deleted users count as signed out.
 */
export function signedInUser(tokens: PersistedAuth | null, nowMs: number = Date.now()): SessionClaims | null {
  const claims = decodeTokenClaims(tokens?.jwtToken);
  if (!claims || claims.IsDeleted) return null;
  const usable = !isTokenExpired(claims, nowMs) || Boolean(tokens?.refreshToken);
  return usable ? sessionFromClaims(claims) : null;
}

/**
 * A returning visitor whose access token expired (or is unreadable) while the refresh token may
 * still be good: renew once before deciding where they may go.
 */
export function needsRestore(tokens: PersistedAuth | null, nowMs: number = Date.now()): boolean {
  const claims = decodeTokenClaims(tokens?.jwtToken);
  return Boolean(tokens?.refreshToken) && (!claims || isTokenExpired(claims, nowMs));
}
