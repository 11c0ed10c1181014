import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { YearlyRevenue } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/api';
import { useFormat, useLocale, useT } from '@/i18n/text';
import { ChartPanel } from './chart-panel';
import { isoMonth, monthName, useChartDirection, useChartLocaleText } from './chart-texts';
import { useListLink } from '@/components/list-links';

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);
/** Bahrain is UTC+3 all year: a month's orders are those placed from its first day 00:00 there. */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1, -3)).toISOString();

const useRevenue = (year: number) =>
  useQuery({ queryKey: ['admin-analytics', 'revenue', year], queryFn: () => api.admin.revenue(year) });

/** Revenue per month of the chosen year beside the year before; a bar opens that month's orders. */
export function RevenueChart({ currentYear }: { currentYear: number }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const direction = useChartDirection();
  const localeText = useChartLocaleText();
  const [year, setYear] = useState(currentYear);
  const navigate = useNavigate();
  const listLink = useListLink();
  const chosen = useRevenue(year).data;
  const previous = useRevenue(year - 1).data;
  const years = Array.from({ length: 5 }, (_, index) => currentYear - index);
  const ready = chosen && previous;
  const revenueOf = (data: YearlyRevenue) => data.Months.map((month) => month.Revenue);
  const money = (value: number | null) => (value === null ? '' : format.money(value));
  // The table and the CSV give the same figures; the CSV names the month as "2026-01" in any language.
  const figures = (data: YearlyRevenue, before: YearlyRevenue) =>
    data.Months.map((month, index) => [
      month.Revenue.toFixed(3),
      before.Months[index]!.Revenue.toFixed(3),
      month.OrderCount,
      month.Commission.toFixed(3),
    ]);

  return (
    <ChartPanel
      title={t('admin.analytics.revenue.title')}
      subheader={
        chosen
          ? t('admin.analytics.revenue.subheader', {
              year: String(year),
              amount: format.money(chosen.TotalRevenue),
              count: chosen.OrderCount,
            })
          : undefined
      }
      fileName={`revenue-${year}.csv`}
      columns={[
        t('admin.analytics.revenue.month'),
        t('admin.analytics.revenue.revenueOf', { year: String(year) }),
        t('admin.analytics.revenue.revenueOf', { year: String(year - 1) }),
        t('admin.analytics.revenue.ordersOf', { year: String(year) }),
        t('admin.analytics.revenue.commissionOf', { year: String(year) }),
      ]}
      rows={
        ready ? figures(chosen, previous).map((row, index) => [monthName(locale, index + 1, year), ...row]) : undefined
      }
      csvRows={ready ? figures(chosen, previous).map((row, index) => [isoMonth(year, index + 1), ...row]) : undefined}
      controls={
        <TextField
          select
          size="small"
          label={t('admin.analytics.revenue.year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ minWidth: 96, marginInlineEnd: 1 }}
        >
          {years.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {ready && (
        <BarChart
          height={300}
          localeText={localeText}
          // In Arabic January stands on the right and the months run leftwards; the amounts' axis
          // stands on the right too.
          xAxis={[
            {
              scaleType: 'band',
              data: MONTH_NUMBERS,
              valueFormatter: (month: number) => monthName(locale, month),
              reverse: direction.rtl,
            },
          ]}
          yAxis={[{ label: t('admin.analytics.revenue.axis'), width: 64, position: direction.startSide }]}
          series={[
            {
              id: 'previous',
              data: revenueOf(previous),
              label: String(year - 1),
              color: '#9e9e9e',
              valueFormatter: money,
            },
            { id: 'chosen', data: revenueOf(chosen), label: String(year), valueFormatter: money },
          ]}
          onItemClick={(_event, item) => {
            const shownYear = item.seriesId === 'previous' ? year - 1 : year;
            const month = item.dataIndex + 1;
            navigate(
              listLink('orders', {
                from: monthStart(shownYear, month),
                to: month === 12 ? monthStart(shownYear + 1, 1) : monthStart(shownYear, month + 1),
              }),
            );
          }}
        />
      )}
    </ChartPanel>
  );
}
