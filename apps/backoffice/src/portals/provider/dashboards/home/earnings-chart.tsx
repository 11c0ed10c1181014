import { INTL_LOCALE, type Locale } from '@marketplace/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { useFormat, useLocale, useT, type MessageId } from '@/i18n/text';
import {
  bahrainDay,
  bahrainDayStart,
  earningsSeries,
  MONTHS,
  previousRange,
  rangeDays,
  type DayRange,
} from './earnings-series';
import { readEarningsSince } from './read-earnings';
import { DayPicker } from '@/components/day-picker';
import { LoadingSkeleton } from '@/components/loading-skeleton';

// Net earnings per day, week or month of a chosen range beside the period just before it. Loaded
// in a chunk of its own (MUI X Charts is the heaviest code of the page), as the admin's charts are.
// In Arabic time runs right to left (the latest bar on the left) and the amounts' axis stands on
// the right, where an Arabic reader starts.

const MAX_DAYS = 731;

/** The last 30 Bahrain days up to today. */
export function defaultRange(now = new Date()): DayRange {
  const to = bahrainDay(now.toISOString());
  return { from: bahrainDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000).toISOString()), to };
}

function rangeError(range: DayRange): MessageId | undefined {
  if (!range.from || !range.to) return 'provider.home.earnings.chooseBoth';
  if (range.from > range.to) return 'provider.home.earnings.startAfterEnd';
  if (rangeDays(range) > MAX_DAYS) return 'provider.home.earnings.tooLong';
  return undefined;
}

/** The months' names the bars carry: English's short ones, Arabic's (which has no short ones). */
function monthNames(locale: Locale): readonly string[] {
  if (locale === 'en') return MONTHS;
  const month = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2026, index, 15)));
}

export function EarningsChart({ providerId }: { providerId: string }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const months = useMemo(() => monthNames(locale), [locale]);
  const [range, setRange] = useState(defaultRange);
  const notify = useNotify();
  const invalid = rangeError(range);
  const since = invalid ? '' : bahrainDayStart(previousRange(range).from);
  const earnings = useQuery({
    queryKey: ['provider-home', 'earnings', providerId, since],
    queryFn: () => readEarningsSince(api, providerId, since),
    enabled: !invalid,
  });
  useEffect(() => {
    if (earnings.error) notify(earnings.error.message, { type: 'error' });
  }, [earnings.error, notify]);
  const series = earnings.data && !invalid ? earningsSeries(earnings.data, range, months) : undefined;
  const prior = invalid ? undefined : previousRange(range);
  // A week's bar is named by its first day: "Week of 3 Nov".
  const labels = series?.labels.map((day) =>
    series.bucket === 'week' ? t('provider.home.earnings.weekOf', { day }) : day,
  );
  // The period before, as the date inputs write days in English; in Arabic with the month's name.
  // A day of the range (YYYY-MM-DD), written as every date is ("3 Oct 2026"): noon UTC is that day in Bahrain.
  const day = (iso: string) => format.date(`${iso}T12:00:00Z`);
  const amount = (value: number) => format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const isRtl = locale === 'ar';

  return (
    <Card component="section" aria-label={t('provider.home.earnings.title')} sx={{ height: '100%' }}>
      <CardHeader
        title={t('provider.home.earnings.title')}
        subheader={
          series && prior
            ? t('provider.home.earnings.totals', {
                current: format.money(series.totalCurrent),
                previous: format.money(series.totalPrevious),
                from: day(prior.from),
                to: day(prior.to),
              })
            : t('provider.home.earnings.subheader')
        }
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ marginBlockEnd: 2 }}>
          {(['from', 'to'] as const).map((end) => (
            <DayPicker
              key={end}
              size="small"
              label={end === 'from' ? t('provider.home.earnings.from') : t('provider.home.earnings.to')}
              day={range[end]}
              onDayChange={(day) => setRange((current) => ({ ...current, [end]: day }))}
              error={Boolean(invalid)}
              helperText={end === 'to' && invalid ? t(invalid) : undefined}
            />
          ))}
        </Stack>
        {series && labels && series.totalCurrent === 0 && series.totalPrevious === 0 ? (
          <Typography color="text.secondary">{t('provider.home.earnings.empty')}</Typography>
        ) : series && labels ? (
          <>
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: labels, reverse: isRtl }]}
              yAxis={[{ label: t('provider.home.earnings.axis'), width: 64, position: isRtl ? 'right' : 'left' }]}
              series={[
                {
                  id: 'previous',
                  data: series.previous,
                  label: t('provider.home.earnings.periodBefore'),
                  color: '#9e9e9e',
                  valueFormatter: (value) => (value === null ? '' : format.money(value)),
                },
                {
                  id: 'current',
                  data: series.current,
                  label: t('provider.home.earnings.chosenPeriod'),
                  valueFormatter: (value) => (value === null ? '' : format.money(value)),
                },
              ]}
              localeText={{ noData: t('provider.home.earnings.noData'), loading: t('provider.home.earnings.loading') }}
            />
            {/* The same figures in words for screen readers (the drawing stays reachable too). */}
            <div style={visuallyHidden}>
              <table>
                <caption>{t('provider.home.earnings.tableCaption', { bucket: series.bucket })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('provider.home.earnings.period')}</th>
                    <th scope="col">{t('provider.home.earnings.net')}</th>
                    <th scope="col">{t('provider.home.earnings.netBefore')}</th>
                  </tr>
                </thead>
                <tbody>
                  {labels.map((label, index) => (
                    <tr key={label}>
                      <td>{label}</td>
                      <td>{amount(series.current[index]!)}</td>
                      <td>{amount(series.previous[index]!)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : invalid ? null : (
          <LoadingSkeleton label={t('provider.home.earnings.loading')} height={280} />
        )}
      </CardContent>
    </Card>
  );
}
