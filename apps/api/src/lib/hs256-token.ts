import { createHmac, timingSafeEqual } from 'node:crypto';

// Verification of the API's own HS256 tokens with node:crypto. jose's jwtVerify goes through
// WebCrypto, whose asynchronous HMAC cost about 0.2 ms of the main thread per signed-in request
// (CPU profile of 200 concurrent checkouts, issue 18); this synchronous check costs a few
// microseconds. Signing stays with jose (once per sign-in). The rules are jose's for the options
// the API uses: exactly alg HS256, no extension headers, a JSON object payload, exp in the future,
// nbf (if any) passed, and the expected issuer.

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function jsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The claims of a compact HS256 token signed with `key` by `issuer`, or null for anything else. */
export function verifyHs256(
  token: string,
  key: Uint8Array,
  issuer: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  // Only the one spelling of the signature: base64url decoding skips characters it does not know.
  if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, expected)) return null;
  const head = jsonObject(header);
  if (head?.alg !== 'HS256' || 'crit' in head || 'b64' in head) return null;
  const claims = jsonObject(payload);
  if (!claims || claims.iss !== issuer) return null;
  if (!isNumber(claims.exp) || claims.exp <= nowSeconds) return null;
  if ('nbf' in claims && (!isNumber(claims.nbf) || claims.nbf > nowSeconds)) return null;
  if ('iat' in claims && !isNumber(claims.iat)) return null;
  return claims;
}
