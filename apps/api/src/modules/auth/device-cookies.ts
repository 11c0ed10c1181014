import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookies: "this browser has signed in to this account before". An entry is a
 * random nonce and an HMAC of the account with it, so the cookie names no account and cannot be
 * made for one without the server's secret. It authenticates nothing: it only lets the sign-in
 * throttle (sign-in-throttle.ts) tell the owner's browsers from a botnet's.
 *
 * One cookie holds the entries of the last few accounts signed in on the browser. HttpOnly,
 * SameSite=Strict and sent only to /api/Auth, so no other page or site sees it.
 */
export const DEVICE_COOKIE = 'mp_device';
const MAX_ENTRIES = 5;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// base64url nonce (16 bytes) '.' base64url HMAC-SHA256 (32 bytes); entries joined by '~'.
const ENTRY = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a device entry can never pass for another signature of the secret.
    this.key = createHmac('sha256', secret).update('device-cookie v1').digest();
  }

  /** The nonce of the browser's entry for `account` in this Cookie header, if it holds a genuine one. */
  deviceOf(account: string, cookieHeader: string | undefined): string | undefined {
    return entriesOf(cookieHeader)
      .find((entry) => this.isFor(account, entry))
      ?.split('.')[0];
  }

  /**
   * The Set-Cookie header that remembers this browser for `account`: a new entry first, the other
   * accounts' entries kept (the oldest dropped past five).
   */
  remember(account: string, cookieHeader: string | undefined, secure: boolean): string {
    const nonce = randomBytes(16).toString('base64url');
    const others = entriesOf(cookieHeader).filter((entry) => !this.isFor(account, entry));
    const value = [`${nonce}.${this.sign(account, nonce)}`, ...others].slice(0, MAX_ENTRIES).join('~');
    const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, 'Path=/api/Auth', 'HttpOnly', 'SameSite=Strict'];
    return [`${DEVICE_COOKIE}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
  }

  private isFor(account: string, entry: string): boolean {
    const [nonce = '', signature = ''] = entry.split('.');
    const expected = Buffer.from(this.sign(account, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(account: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${account}\n${nonce}`).digest('base64url');
  }
}

/** The well-formed entries of the device cookie in a Cookie header; anything else is ignored. */
function entriesOf(cookieHeader: string | undefined): string[] {
  if (!cookieHeader || cookieHeader.length > 8192) return [];
  const value = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  return (value ?? '')
    .split('~')
    .filter((entry) => ENTRY.test(entry))
    .slice(0, MAX_ENTRIES);
}
