import { SignJWT } from 'jose';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  roleFromClaim,
  roleToClaim,
  TokenClaimsSchema,
  type Role,
} from '@marketplace/contract';
import { Compile } from 'typebox/compile';
import { verifyHs256 } from '../lib/hs256-token';

/** Who is asking, as read from a verified access token. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  isActive: boolean;
  isDeleted: boolean;
  emailConfirmed: boolean;
}

export interface AccessTokenService {
  sign(user: AuthUser): Promise<string>;
  /** The user of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<AuthUser | null>;
}

const ISSUER = 'bahrain-services-marketplace';

/** HS256 JWTs with the claims the spec's clients read (see TokenClaimsSchema in the contract). */
export function createAccessTokenService(
  secret: string,
  lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS,
): AccessTokenService {
  // Both built once, not per request (issue 18): given the raw secret, jose imports it as a
  // WebCrypto key on every sign, and an interpreted schema check walked the claims.
  const secretBytes = new TextEncoder().encode(secret);
  const key = crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const claims = Compile(TokenClaimsSchema);
  return {
    sign: async (user) =>
      new SignJWT({
        role: roleToClaim(user.role),
        nameid: user.id,
        name: user.email,
        IsActive: user.isActive,
        IsDeleted: user.isDeleted,
        EmailConfirmed: user.emailConfirmed,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(await key),
    // Synchronous node:crypto, not jose's WebCrypto path: it runs on every signed-in request.
    verify: async (token) => {
      const payload = verifyHs256(token, secretBytes, ISSUER);
      if (!payload || !claims.Check(payload)) return null;
      const role = roleFromClaim(payload.role);
      if (!role) return null;
      return {
        id: payload.nameid,
        role,
        email: payload.name,
        isActive: payload.IsActive,
        isDeleted: payload.IsDeleted,
        emailConfirmed: payload.EmailConfirmed,
      };
    },
  };
}
