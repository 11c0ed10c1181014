import { DEFAULT_TIMEZONE, INTL_LOCALE, type Locale } from '@marketplace/contract';

// The months a provider can ask a statement of, as the API counts them: Bahrain calendar months
// (UTC+3 all year), written YYYY-MM. A month that has not begun has no statement (the API refuses
// it), so the newest on offer is the current one.

/** How far back the picker goes for a business older than that (two years of statements). */
export const STATEMENT_MONTHS_BACK = 24;

const bahrainMonth = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  timeZone: DEFAULT_TIMEZONE,
});

/** '2026-11': the Bahrain month an instant falls in (23:30 UTC on 31 October is already November there). */
export function monthOf(instant: Date): string {
  const parts = Object.fromEntries(bahrainMonth.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}

/** The month `count` months after (or, negative, before) a YYYY-MM month. */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const readable = (value: string | null | undefined): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * The months to pick from, newest first: from the business's creation month (or, for an older
 * business or one whose creation date cannot be read, the last 24 months) up to the current one.
 * YYYY-MM strings compare in calendar order.
 */
export function statementMonths(createdAt: string | null | undefined, now: Date): string[] {
  const current = monthOf(now);
  const created = readable(createdAt);
  const earliest = addMonths(current, 1 - STATEMENT_MONTHS_BACK);
  const first = created && monthOf(created) > earliest ? monthOf(created) : earliest;
  const months: string[] = [];
  // A creation date in the future (a clock off) still leaves the current month.
  for (let month = current; months.length === 0 || month >= first; month = addMonths(month, -1)) months.push(month);
  return months;
}

/** The month a provider most likely wants: the last one closed, or the current one for a business new this month. */
export function defaultStatementMonth(months: readonly string[]): string {
  return months[1] ?? months[0]!;
}

const monthNames = new Map<Locale, Intl.DateTimeFormat>();

/** "November 2026" / "نوفمبر 2026": a YYYY-MM month in the language (Gregorian, Latin digits). */
export function monthLabel(month: string, locale: Locale): string {
  let format = monthNames.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'long',
      year: 'numeric',
      calendar: 'gregory',
      timeZone: 'UTC',
    });
    monthNames.set(locale, format);
  }
  const [year, number] = month.split('-').map(Number) as [number, number];
  return format.format(new Date(Date.UTC(year, number - 1, 15)));
}
