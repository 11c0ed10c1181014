import type { Locale } from '@marketplace/contract';
import { formatDate as formatLocaleDate, formatDateTime as formatLocaleDateTime } from '@marketplace/i18n';

// One way of writing dates across the back office, whatever the browser's locale: "24 Nov 2026"
// and "24 Nov 2026, 14:05" in English (day first, as Bahrain writes them), "24 نوفمبر 2026" in
// Arabic as on the storefront; in Bahrain's time (the marketplace's, spec 1), so two admins in
// different countries read the same day for the same order.

const TIME_ZONE = 'Asia/Bahrain';
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: TIME_ZONE });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

const parsed = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "24 Nov 2026" / "24 نوفمبر 2026"; '' for no or an unreadable date. */
export function formatDate(value: unknown, locale: Locale = 'en'): string {
  const date = parsed(value);
  if (!date) return '';
  return locale === 'en' ? day.format(date) : formatLocaleDate(date, locale, 'medium');
}

/** "24 Nov 2026, 14:05" / "24 نوفمبر 2026 في 2:05 م"; '' for no or an unreadable date. */
export function formatDateTime(value: unknown, locale: Locale = 'en'): string {
  const date = parsed(value);
  if (!date) return '';
  return locale === 'en' ? dayAndTime.format(date) : formatLocaleDateTime(date, locale);
}
