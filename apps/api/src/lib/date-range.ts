import { AUDIT_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/contract';
import { badRequest } from './http-error';

// `from`/`to` filters of admin lists (audit log, orders): RequestDateTimeSchema has validated the
// text; this turns it into dates PostgreSQL accepts and checks the range.

// PostgreSQL timestamps and Date#toISOString agree from year 1 to 9999. An offset can push a valid
// bound outside them ("0001-01-01T00:00:00+14:00" is in year 0); there it means "no bound" anyway.
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

function boundOf(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest(VALIDATION_MESSAGES.dateTime);
  return new Date(Math.min(Math.max(time, EARLIEST), LATEST));
}

/** Both bounds inclusive; `from` later than `to` is a 400. */
export function dateRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  const range = { from: boundOf(from), to: boundOf(to) };
  if (range.from && range.to && range.from > range.to) throw badRequest(AUDIT_MESSAGES.badRange);
  return range;
}
