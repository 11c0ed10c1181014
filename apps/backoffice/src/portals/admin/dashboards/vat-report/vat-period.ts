import { BAHRAIN_UTC_OFFSET_MS, INTL_LOCALE, type Locale, type VatReportQuery } from '@marketplace/contract';

// The period of a VAT return: a Bahrain calendar month or quarter of a year (GET
// /api/Admin/vat-report takes exactly one of the two). The page keeps it in its address
// (?year=2026&month=10, ?year=2026&quarter=4), so a reload or a shared link shows the same figures.

export type VatPeriod =
  | { readonly year: number; readonly month: number; readonly quarter?: undefined }
  | { readonly year: number; readonly quarter: number; readonly month?: undefined };

export interface YearMonth {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

/** The year and month it is in Bahrain (UTC+3 all year), whatever the browser's time zone. */
export function bahrainMonth(now: Date = new Date()): YearMonth {
  const bahrain = new Date(now.getTime() + BAHRAIN_UTC_OFFSET_MS);
  return { year: bahrain.getUTCFullYear(), month: bahrain.getUTCMonth() + 1 };
}

/** The month before this one in Bahrain: the last whole month, what a monthly return is filed for. */
export function previousMonth(now: Date = new Date()): VatPeriod {
  const { year, month } = bahrainMonth(now);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

export const quarterOfMonth = (month: number) => Math.ceil(month / 3);
/** The first month of a quarter: 1, 4, 7 or 10. */
export const firstMonthOf = (quarter: number) => quarter * 3 - 2;

const whole = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/** The period the address names, the contract's bounds held; the previous month when it names none. */
export function periodOf(search: URLSearchParams, now: Date = new Date()): VatPeriod {
  const year = whole(search.get('year'), 2000, 9999);
  const month = whole(search.get('month'), 1, 12);
  const quarter = whole(search.get('quarter'), 1, 4);
  if (year !== null && month !== null && !search.has('quarter')) return { year, month };
  if (year !== null && quarter !== null && !search.has('month')) return { year, quarter };
  return previousMonth(now);
}

/** The address's query for a period: `year=2026&month=10`. */
export function searchOf(period: VatPeriod): URLSearchParams {
  return new URLSearchParams(
    period.month === undefined
      ? { year: String(period.year), quarter: String(period.quarter) }
      : { year: String(period.year), month: String(period.month) },
  );
}

export const queryOf = (period: VatPeriod): VatReportQuery =>
  period.month === undefined
    ? { year: period.year, quarter: period.quarter }
    : { year: period.year, month: period.month };

/** The CSV's name, the same in every language: vat-report-2026-10.csv, vat-report-2026-Q4.csv. */
export const fileNameOf = (period: VatPeriod) =>
  period.month === undefined
    ? `vat-report-${period.year}-Q${period.quarter}.csv`
    : `vat-report-${period.year}-${String(period.month).padStart(2, '0')}.csv`;

/** Whether a period starts after the current month in Bahrain: it has no documents yet. */
export function startsAfter(period: VatPeriod, current: YearMonth): boolean {
  const firstMonth = period.month ?? firstMonthOf(period.quarter);
  return period.year > current.year || (period.year === current.year && firstMonth > current.month);
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "October" / "أكتوبر", or "October 2026" / "أكتوبر 2026" with a year; Latin digits. */
export function monthLabel(locale: Locale, month: number, year?: number): string {
  const key = `${locale}:${year === undefined ? 'm' : 'my'}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'long',
      ...(year === undefined ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    });
    monthFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(year ?? 2000, month - 1, 15)));
}
