import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const STREAM_TICKET_LIFETIME_SECONDS = 60;
const AUDIENCE = 'notification-stream';
const ISSUER = 'bahrain-services-marketplace';

export interface IssuedTicket {
  ticket: string;
  expiresAt: Date;
}

export interface StreamTicketService {
  issue(userId: string): Promise<IssuedTicket>;
  /** The user the ticket was issued to, once; null when forged, expired or already used here. */
  redeem(ticket: string): Promise<string | null>;
}

/**
 * EventSource cannot send an Authorization header, and an access token in a URL ends up in proxy
 * and server logs for 15 minutes of use. A ticket is a 60-second HS256 token bound to one user and
 * signed with a key derived from the JWT secret (so no API process needs shared state to check it,
 * and a ticket can never pass as an access token or the reverse). Each process remembers the ids
 * it redeemed until they expire, so a ticket opens one stream per process at most; see
 * docs/decisions.md for why that is enough and what a stricter rule would cost.
 */
export function createStreamTicketService(
  jwtSecret: string,
  now: () => number = () => Date.now(),
): StreamTicketService {
  const key = createHmac('sha256', jwtSecret).update('notification-stream-ticket').digest();
  const redeemed = new Map<string, number>();

  const forgetExpired = (nowSeconds: number) => {
    for (const [id, exp] of redeemed) if (exp <= nowSeconds) redeemed.delete(id);
  };

  return {
    async issue(userId) {
      const issuedAt = Math.floor(now() / 1000);
      const exp = issuedAt + STREAM_TICKET_LIFETIME_SECONDS;
      const ticket = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(key);
      return { ticket, expiresAt: new Date(exp * 1000) };
    },
    async redeem(ticket) {
      const nowSeconds = Math.floor(now() / 1000);
      try {
        const { payload } = await jwtVerify(ticket, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(nowSeconds * 1000),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        forgetExpired(nowSeconds);
        if (redeemed.has(payload.jti!)) return null;
        redeemed.set(payload.jti!, payload.exp!);
        return payload.sub!;
      } catch {
        return null;
      }
    },
  };
}
