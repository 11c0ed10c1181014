import { INTL_LOCALE, type Locale } from '@marketplace/contract';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import { useMemo } from 'react';
import { useLocale, useT } from '@/i18n/text';

// What the dashboard's charts need of the language on screen. MUI X Charts has no Arabic of its
// own: its overlay and screen-reader texts come from our catalog; in Arabic a time axis runs right
// to left (the past on the right) and the value axis stands on the right, where reading starts.

/** The chart texts these bar charts can show: overlays and the description of a focused bar. */
export function useChartLocaleText(): Partial<ChartsLocaleText> {
  const t = useT();
  return useMemo(
    () => ({
      loading: t('admin.analytics.chart.loading'),
      noData: t('admin.analytics.chart.noData'),
      a11yNoValue: t('admin.analytics.chart.noValue'),
      a11yConnector: t('admin.analytics.chart.connector'),
    }),
    [t],
  );
}

export interface ChartDirection {
  readonly rtl: boolean;
  /** The side the value axis (or a horizontal chart's category axis) stands on. */
  readonly startSide: 'left' | 'right';
}

export function useChartDirection(): ChartDirection {
  const rtl = useLocale() === 'ar';
  return { rtl, startSide: rtl ? 'right' : 'left' };
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month's name in the language ("Jan" / "يناير"), with its year when given ("Jan 2026" /
 * "يناير 2026"); Latin digits (the contract's Intl locales). Months are 1 to 12.
 */
export function monthName(locale: Locale, month: number, year?: number): string {
  const key = `${locale}:${year === undefined ? 'm' : 'my'}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'short',
      ...(year === undefined ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    });
    monthFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(year ?? 2000, month - 1, 15)));
}

/** "2026-01": a month as a CSV cell, the same in every language. */
export const isoMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
