import { randomInt } from 'node:crypto';
import type { TransactionType } from '@marketplace/contract';
import { bahrainYearOf } from '../../lib/bahrain-calendar';

const PREFIX: Record<TransactionType, string> = { payment: 'PAY', refund: 'REF', earning: 'ERN', payout: 'PO' };
// Crockford-style alphabet: no I, L, O or U, so a reference read out on the phone is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference a customer can quote to support: PAY-2026-7KQ2M9XZ. The year is Bahrain's; the
 * random part (40 bits) makes collisions negligible and the unique column refuses the rest.
 * The seed numbers its references sequentially (PAY-2026-000123), which can never collide with these.
 */
export function newReferenceNumber(type: TransactionType, now: Date = new Date()): string {
  let random = '';
  for (let i = 0; i < 8; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX[type]}-${bahrainYearOf(now)}-${random}`;
}
