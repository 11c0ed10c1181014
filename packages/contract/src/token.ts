import {
  CUSTOMER_PORTAL_ROLE_CLAIMS,
  isRoleClaim,
  PROVIDER_PORTAL_ROLE_CLAIMS,
  roleFromClaim,
  type Role,
} from './enums';
import { CUSTOMER_PORTAL_LOGIN_ERRORS, DELETED_USER_ERRORS, PROVIDER_PORTAL_LOGIN_ERRORS } from './errors';
import type { RefreshResponse, TokenClaims } from './schemas/auth';

// Reading the access token and the refresh answer, shared by both apps (and the API's tests).
// The client only decodes the token to route the user; the API alone verifies signatures.

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const isSeconds = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/**
 * TokenClaimsSchema (schemas/auth.ts) checked by hand. Both apps decode the token on their first
 * page, and TypeBox's Value.Check brought its whole validator along: about 20 KB gzip of every first
 * load. The API still validates with the schema; token.test.ts checks that the two agree.
 */
function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Partial<Record<keyof TokenClaims, unknown>>;
  return (
    isRoleClaim(claims.role) &&
    typeof claims.nameid === 'string' &&
    UUID.test(claims.nameid) &&
    typeof claims.name === 'string' &&
    typeof claims.IsActive === 'boolean' &&
    typeof claims.IsDeleted === 'boolean' &&
    typeof claims.EmailConfirmed === 'boolean' &&
    isSeconds(claims.exp) &&
    (claims.iat === undefined || isSeconds(claims.iat))
  );
}

/** The claims of a JWT, or null when it is malformed or lacks a claim the apps rely on. */
export function decodeTokenClaims(jwt: string | null | undefined): TokenClaims | null {
  const payload = jwt?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return isTokenClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** An expired stored token is treated as absent (spec section 4). `exp` is in seconds. */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}

/** The auth-slice fields that come from the token (spec section 3, "Auth session"). */
export interface SessionClaims {
  readonly userId: string;
  readonly email: string;
  readonly role: Role | null;
  readonly isActive: boolean;
  readonly isDeleted: boolean;
  readonly emailConfirmed: boolean;
}

export function sessionFromClaims(claims: TokenClaims): SessionClaims {
  return {
    userId: claims.nameid,
    email: claims.name,
    role: roleFromClaim(claims.role),
    isActive: claims.IsActive,
    isDeleted: claims.IsDeleted,
    emailConfirmed: claims.EmailConfirmed,
  };
}

export type LoginPortal = 'customer' | 'provider';

/**
 * Why a freshly issued token may not sign in at this portal, or null if it may (spec section 5):
 * deleted users never; the customer portal takes Customer; the provider portal takes Provider,
 * Admin and SuperAdmin.
 */
export function portalLoginProblem(claims: TokenClaims, portal: LoginPortal): string | null {
  if (claims.IsDeleted) return DELETED_USER_ERRORS.removed;
  if (portal === 'customer') {
    return CUSTOMER_PORTAL_ROLE_CLAIMS.includes(claims.role) ? null : CUSTOMER_PORTAL_LOGIN_ERRORS.wrongRole;
  }
  return PROVIDER_PORTAL_ROLE_CLAIMS.includes(claims.role) ? null : PROVIDER_PORTAL_LOGIN_ERRORS.wrongRole;
}

export interface TokenPair {
  readonly jwtToken: string;
  readonly refreshToken: string;
}

function tokenValue(record: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Both halves of a refresh request or response, whichever spelling was used (PascalCase wins). */
export function readTokenPair(body: unknown): { jwtToken?: string; refreshToken?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const jwtToken = tokenValue(record, 'JwtToken', 'token');
  const refreshToken = tokenValue(record, 'RefreshToken', 'refreshToken');
  return { ...(jwtToken && { jwtToken }), ...(refreshToken && { refreshToken }) };
}

/** A complete token pair from a refresh response, or null when either token is missing. */
export function normaliseTokenPair(body: unknown): TokenPair | null {
  const { jwtToken, refreshToken } = readTokenPair(body);
  return jwtToken && refreshToken ? { jwtToken, refreshToken } : null;
}

/** What the API answers on refresh: every spelling, so each client variant finds its own. */
export function toRefreshResponse(pair: TokenPair): Required<RefreshResponse> {
  return {
    JwtToken: pair.jwtToken,
    token: pair.jwtToken,
    RefreshToken: pair.refreshToken,
    refreshToken: pair.refreshToken,
  };
}
