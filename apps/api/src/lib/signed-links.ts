import { createHmac, timingSafeEqual } from 'node:crypto';

// Links that open one thing without signing in, for a while: the tax document a receipt e-mail
// links to (issue 36). A link carries its expiry and an HMAC over the purpose, the subject and
// that expiry, under a key derived from the API's JWT secret, so any API process checks it without
// shared state, and a link for one purpose or subject never opens another. It is no access token:
// it opens the one document and nothing else.

const TOKEN = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

export class SignedLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly purpose: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = createHmac('sha256', secret).update(`signed-link v1 ${purpose}`).digest();
  }

  private mac(subject: string, expiresAtSeconds: number): Buffer {
    return createHmac('sha256', this.key).update(`${this.purpose}\n${subject}\n${expiresAtSeconds}`).digest();
  }

  /** A token for `subject`, valid for `lifetimeSeconds` from now. */
  sign(subject: string, lifetimeSeconds: number): string {
    const expiresAt = Math.floor(this.now() / 1000) + lifetimeSeconds;
    return `${expiresAt}.${this.mac(subject, expiresAt).toString('base64url')}`;
  }

  /** Whether `token` was signed for `subject` and has not expired. */
  verify(subject: string, token: string): boolean {
    const match = TOKEN.exec(token);
    if (!match) return false;
    const expiresAt = Number(match[1]);
    if (expiresAt <= Math.floor(this.now() / 1000)) return false;
    const given = Buffer.from(match[2]!, 'base64url');
    // Only the one spelling of the signature: base64url decoding skips characters it does not know.
    if (given.toString('base64url') !== match[2]) return false;
    return timingSafeEqual(given, this.mac(subject, expiresAt));
  }
}
