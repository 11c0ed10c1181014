// One Idempotency-Key per visit of the payments page (POST /api/Order): a double click or a retry
// after a lost answer returns the same order instead of placing a second one.

/**
 * A random key the API accepts (1-100 of [A-Za-z0-9_.:-]). randomUUID exists only on secure
 * origins (https, localhost); a shop opened over plain http on a LAN still gets 128 random bits.
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
