import { formatBhd, type BhdDecimals, type BookingStatus, type Locale } from '@marketplace/contract';
import { formatNumber, useLocale, useText } from '@marketplace/i18n';
import { BOOKING_STATUS_LABELS, useUiText } from '@marketplace/ui';
import { useMemo } from 'react';
import { formatDate, formatDateTime } from '@/components/dates';
import type { MessageId } from '@/locales/message-id';

export { useContractText, useLocale } from '@marketplace/i18n';
export type { MessageId } from '@/locales/message-id';

/** `t(id, values)` over the back office's catalogs; an id no catalog has is a type error. */
export const useT = () => useText<MessageId>();

/** A translator passed to code outside React (CSV rows, filter choices): `t` of useT. */
export type Translate = ReturnType<typeof useT>;

/** "In Progress" / "قيد التنفيذ": a booking status as the design system names it. */
export function useBookingStatusLabel(): (status: BookingStatus) => string {
  const ui = useUiText();
  return useMemo(() => (status: BookingStatus) => ui(BOOKING_STATUS_LABELS[status]), [ui]);
}

export interface Formats {
  /** "12.500 BHD" / "12.500 د.ب." (the amount isolated left to right inside Arabic text). */
  money(amount: number, decimals?: BhdDecimals): string;
  /** "24 Nov 2026" / "24 نوفمبر 2026", in Bahrain's time; '' for no or an unreadable date. */
  date(value: unknown): string;
  /** "24 Nov 2026, 14:05" / "24 نوفمبر 2026 في 2:05 م". */
  dateTime(value: unknown): string;
  /** A count or a figure with the language's grouping: "1,234". */
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

/** Numbers, money and dates in the language on screen, for texts built from them. */
export function useFormat(): Formats {
  const locale = useLocale();
  return useMemo(() => formatsFor(locale), [locale]);
}

export function formatsFor(locale: Locale): Formats {
  const isolate = (text: string) => (locale === 'ar' ? `\u2066${text}\u2069` : text);
  return {
    money: (amount, decimals = 3) =>
      locale === 'ar'
        ? formatBhd(amount, decimals, 'ar').replace(/^(\S+)/, (number) => isolate(number))
        : formatBhd(amount, decimals),
    date: (value) => formatDate(value, locale),
    dateTime: (value) => formatDateTime(value, locale),
    number: (value, options) => formatNumber(value, locale, options),
  };
}
