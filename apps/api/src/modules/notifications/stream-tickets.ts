import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { MemoryOneTimeClaims, type OneTimeClaims } from '../../lib/one-time-claims';

export const STREAM_TICKET_LIFETIME_SECONDS = 60;
const AUDIENCE = 'notification-stream';
const ISSUER = 'bahrain-services-marketplace';

export interface IssuedTicket {
  ticket: string;
  expiresAt: Date;
}

/**
 * EventSource cannot send an Authorization header, and an access token in a URL ends up in proxy
 * and server logs for 15 minutes of use. A ticket is a 60-second HS256 token bound to one user and
 * signed with a key derived from the JWT secret (so no API process needs shared state to check it,
 * and a ticket can never pass as an access token or the reverse). The ids redeemed are remembered
 * until they expire where every process sees them (Redis, with several API processes), so a
 * ticket opens one stream, once.
 */
export class StreamTicketService {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly redeemed: OneTimeClaims = new MemoryOneTimeClaims(),
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = createHmac('sha256', jwtSecret).update('notification-stream-ticket').digest();
  }

  async issue(userId: string): Promise<IssuedTicket> {
    const issuedAt = Math.floor(this.now() / 1000);
    const exp = issuedAt + STREAM_TICKET_LIFETIME_SECONDS;
    const ticket = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(exp)
      .sign(this.key);
    return { ticket, expiresAt: new Date(exp * 1000) };
  }

  /** The user the ticket was issued to, once; null when forged, expired or already used. */
  async redeem(ticket: string): Promise<string | null> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const payload = await jwtVerify(ticket, this.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(nowSeconds * 1000),
      requiredClaims: ['sub', 'jti', 'exp'],
    }).then(
      (verified) => verified.payload,
      () => null,
    );
    if (!payload) return null;
    // A store that does not answer throws (503): the ticket is not spent, the client may retry.
    return (await this.redeemed.claim(payload.jti!, payload.exp! * 1000)) ? payload.sub! : null;
  }
}
