import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the OS generator, URL-safe: refresh tokens and mailed single-use tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as SHA-256 hashes, so a leaked table grants nothing. A fast hash is
 * enough here (unlike passwords): the tokens are long random values that cannot be guessed.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
