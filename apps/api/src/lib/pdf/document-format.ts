import { BAHRAIN_UTC_OFFSET_MS, bhdToFils, CURRENCY_LABEL, formatFils } from '@marketplace/contract';
import type { Bilingual } from './bilingual';

// Values print the same in both languages: Latin digits, as Gulf commerce writes amounts and
// references (docs/decisions/languages.md), and dates that name the month, so 05/03 cannot be
// read as either 5 March or 3 May. Only a heading or a sentence in Arabic names the month in
// Arabic ("نوفمبر 2026"): the month names of the Gulf's business Arabic, not the Levant's.

const MONTHS: readonly Bilingual[] = [
  { en: 'January', ar: 'يناير' },
  { en: 'February', ar: 'فبراير' },
  { en: 'March', ar: 'مارس' },
  { en: 'April', ar: 'أبريل' },
  { en: 'May', ar: 'مايو' },
  { en: 'June', ar: 'يونيو' },
  { en: 'July', ar: 'يوليو' },
  { en: 'August', ar: 'أغسطس' },
  { en: 'September', ar: 'سبتمبر' },
  { en: 'October', ar: 'أكتوبر' },
  { en: 'November', ar: 'نوفمبر' },
  { en: 'December', ar: 'ديسمبر' },
];

export type Language = keyof Bilingual;

/** The moment as Bahrain's clock shows it (no daylight saving: a fixed UTC+3). */
function bahrainClock(iso: string): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date-time: ${JSON.stringify(iso)}`);
  return new Date(at.getTime() + BAHRAIN_UTC_OFFSET_MS);
}

/** "1 December 2026" ("1 ديسمبر 2026"), in Bahrain. */
export function bahrainDate(iso: string, language: Language = 'en'): string {
  const local = bahrainClock(iso);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]![language]} ${local.getUTCFullYear()}`;
}

/** "1 Dec 2026", in Bahrain: a table's date column. */
export function bahrainShortDate(iso: string): string {
  const local = bahrainClock(iso);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]!.en.slice(0, 3)} ${local.getUTCFullYear()}`;
}

/** "1 December 2026, 14:05", in Bahrain (24-hour clock: no AM/PM to translate). */
export function bahrainDateTime(iso: string, language: Language = 'en'): string {
  const local = bahrainClock(iso);
  const time = [local.getUTCHours(), local.getUTCMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
  return `${bahrainDate(iso, language)}${language === 'ar' ? '،' : ','} ${time}`;
}

/** A calendar month, "2026-11", as "November 2026" and "نوفمبر 2026". */
export function calendarMonth(month: string): Bilingual {
  const [, year, number] = /^(\d{4})-(\d{2})$/.exec(month) ?? [];
  const names = MONTHS[Number(number) - 1];
  if (!names) throw new RangeError(`Not a month: ${JSON.stringify(month)}`);
  return { en: `${names.en} ${year}`, ar: `${names.ar} ${year}` };
}

/** A calendar day, "2026-11-01", as "1 November 2026" (a day, not a moment: no time zone). */
export function calendarDay(day: string, language: Language = 'en'): string {
  const [, year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? [];
  const names = MONTHS[Number(month) - 1];
  if (!names || !date) throw new RangeError(`Not a day: ${JSON.stringify(day)}`);
  return `${Number(date)} ${names[language]} ${year}`;
}

/** "12.500 BHD": three decimals, the contract's money format. */
export const amountWithCurrency = (fils: number): string => formatFils(fils, 3);

/** "12.500": a table cell under a heading that names the currency. */
export const amount = (fils: number): string => formatFils(fils, 3).slice(0, -(CURRENCY_LABEL.en.length + 1));

/** An amount the contract gives in BHD (12.5), as "12.500 BHD": through fils, so 1.0005 rounds up. */
export const bhdWithCurrency = (bhd: number): string => amountWithCurrency(bhdToFils(bhd));

/** An amount in BHD as a table cell, "12.500". */
export const bhdAmount = (bhd: number): string => amount(bhdToFils(bhd));
