import { BAHRAIN_UTC_OFFSET_MS, CURRENCY_LABEL, formatFils } from '@marketplace/contract';

// Values print the same in both languages: Latin digits, as Gulf commerce writes amounts and
// references (docs/decisions/languages.md), and dates that name the month, so 05/03 cannot be
// read as either 5 March or 3 May.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The moment as Bahrain's clock shows it (no daylight saving: a fixed UTC+3). */
function bahrainClock(iso: string): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date-time: ${JSON.stringify(iso)}`);
  return new Date(at.getTime() + BAHRAIN_UTC_OFFSET_MS);
}

/** "1 December 2026", in Bahrain. */
export function bahrainDate(iso: string): string {
  const local = bahrainClock(iso);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** "1 December 2026, 14:05", in Bahrain (24-hour clock: no AM/PM to translate). */
export function bahrainDateTime(iso: string): string {
  const local = bahrainClock(iso);
  const time = [local.getUTCHours(), local.getUTCMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
  return `${bahrainDate(iso)}, ${time}`;
}

/** "12.500 BHD": three decimals, the contract's money format. */
export const amountWithCurrency = (fils: number): string => formatFils(fils, 3);

/** "12.500": a table cell under a heading that names the currency. */
export const amount = (fils: number): string => formatFils(fils, 3).slice(0, -(CURRENCY_LABEL.en.length + 1));
