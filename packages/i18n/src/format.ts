import { DEFAULT_TIMEZONE, INTL_LOCALE, type Locale } from '@marketplace/contract';

// Dates and numbers as a reader in Bahrain expects them in each language: Bahrain's time zone
// whatever the device's, the Gregorian calendar, Latin digits (contract/locales.ts). Formatters are
// made once per locale and options: building one costs far more than using it.

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

type DateInput = string | number | Date;

// Arabic's medium date style is all digits ("05/03/2026"), which reads as 3 May to some and 5 March
// to others: Arabic dates always name the month ("5 مارس 2026"); Arabic has no shorter month names.
const DATE_OPTIONS: Record<Locale, Record<'long' | 'medium', Intl.DateTimeFormatOptions>> = {
  en: { long: { dateStyle: 'long' }, medium: { dateStyle: 'medium' } },
  ar: {
    long: { day: 'numeric', month: 'long', year: 'numeric' },
    medium: { day: 'numeric', month: 'long', year: 'numeric' },
  },
};
const TIME_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { dateStyle: 'medium', timeStyle: 'short' },
  ar: { ...DATE_OPTIONS.ar.medium, hour: 'numeric', minute: '2-digit' },
};

const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, calendar: 'gregory', timeZone: DEFAULT_TIMEZONE });

/** A date: 'long' is "March 5, 2026" / "5 مارس 2026", 'medium' "Mar 5, 2026" / "5 مارس 2026". */
export function formatDate(value: DateInput, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return cached(`d:${locale}:${style}`, () => dateTimeFormat(locale, DATE_OPTIONS[locale][style])).format(
    new Date(value),
  );
}

/** A date and time, e.g. "Mar 5, 2026, 1:00 PM" / "5 مارس 2026 في 1:00 م". */
export function formatDateTime(value: DateInput, locale: Locale): string {
  return cached(`dt:${locale}`, () => dateTimeFormat(locale, TIME_OPTIONS[locale])).format(new Date(value));
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return cached(
    `n:${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], options),
  ).format(value);
}
