import { DEFAULT_TIMEZONE, INTL_LOCALE, type Locale } from '@marketplace/contract';
import { formatDate, formatNumber } from '@marketplace/i18n';

// A message's time of day ("1:05 PM", "1:05 م") in Bahrain's time zone, as the rest of the
// marketplace tells times; the day is said once above its messages (formatDate, long style).

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatMessageTime(value: string, locale: Locale): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: DEFAULT_TIMEZONE,
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(value));
}

/** The day a message belongs to, in Bahrain: "March 5, 2026" / "5 مارس 2026". */
export const formatMessageDay = (value: string, locale: Locale) => formatDate(value, locale, 'long');

/** A file's size in the unit a person reads: bytes, KB with one decimal, or MB with one decimal. */
export function fileSizeParts(bytes: number, locale: Locale): { unit: 'bytes' | 'kb' | 'mb'; size: string } {
  if (bytes < 1024) return { unit: 'bytes', size: formatNumber(bytes, locale) };
  const kb = bytes / 1024;
  if (kb < 1024) return { unit: 'kb', size: formatNumber(kb, locale, { maximumFractionDigits: 1 }) };
  return { unit: 'mb', size: formatNumber(kb / 1024, locale, { maximumFractionDigits: 1 }) };
}
