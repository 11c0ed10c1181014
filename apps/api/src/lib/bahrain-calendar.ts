import { BAHRAIN_UTC_OFFSET_MS } from '@marketplace/contract';

// Asia/Bahrain has no daylight saving, so months are fixed offsets from UTC.

export interface BahrainMonth {
  year: number;
  /** 1-12 */
  month: number;
}

/** The Bahrain calendar month a moment falls in. */
export function bahrainMonthOf(at: Date): BahrainMonth {
  const local = new Date(at.getTime() + BAHRAIN_UTC_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The moment a Bahrain month starts (its first day, 00:00 in Bahrain). */
export function bahrainMonthStart({ year, month }: BahrainMonth): Date {
  return new Date(Date.UTC(year, month - 1, 1) - BAHRAIN_UTC_OFFSET_MS);
}

/** The month after `month`. */
export const nextBahrainMonth = ({ year, month }: BahrainMonth): BahrainMonth =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

/** The Bahrain calendar day of a moment, YYYY-MM-DD. */
export const bahrainDayLabel = (at: Date): string =>
  new Date(at.getTime() + BAHRAIN_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The instant the Bahrain month containing `now` began. */
export const currentBahrainMonthStart = (now: Date = new Date()): Date => bahrainMonthStart(bahrainMonthOf(now));

/** The Bahrain calendar year of a moment (reference numbers carry it). */
export const bahrainYearOf = (at: Date): number => bahrainMonthOf(at).year;

/** `YYYY-MM`, and `YYYY-MM-01` as the rollup table keys months. */
export const monthLabel = ({ year, month }: BahrainMonth) => `${year}-${String(month).padStart(2, '0')}`;
export const monthKey = (month: BahrainMonth) => `${monthLabel(month)}-01`;
