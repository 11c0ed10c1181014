import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { YearlyRevenue } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/api';
import { ChartPanel } from './chart-panel';
import { useListLink } from '@/components/list-links';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Bahrain is UTC+3 all year: a month's orders are those placed from its first day 00:00 there. */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1, -3)).toISOString();

const useRevenue = (year: number) =>
  useQuery({ queryKey: ['admin-analytics', 'revenue', year], queryFn: () => api.admin.revenue(year) });

/** Revenue per month of the chosen year beside the year before; a bar opens that month's orders. */
export function RevenueChart({ currentYear }: { currentYear: number }) {
  const [year, setYear] = useState(currentYear);
  const navigate = useNavigate();
  const listLink = useListLink();
  const chosen = useRevenue(year).data;
  const previous = useRevenue(year - 1).data;
  const years = Array.from({ length: 5 }, (_, index) => currentYear - index);
  const ready = chosen && previous;
  const revenueOf = (data: YearlyRevenue) => data.Months.map((month) => month.Revenue);

  return (
    <ChartPanel
      title="Revenue per month"
      subheader={
        chosen ? `${year}: ${chosen.TotalRevenue.toFixed(3)} BHD from ${chosen.OrderCount} paid orders` : undefined
      }
      fileName={`revenue-${year}.csv`}
      columns={[
        'Month',
        `Revenue ${year} (BHD)`,
        `Revenue ${year - 1} (BHD)`,
        `Orders ${year}`,
        `Commission ${year} (BHD)`,
      ]}
      rows={
        ready
          ? chosen.Months.map((month, index) => [
              `${MONTHS[index]} ${year}`,
              month.Revenue.toFixed(3),
              previous.Months[index]!.Revenue.toFixed(3),
              month.OrderCount,
              month.Commission.toFixed(3),
            ])
          : undefined
      }
      controls={
        <TextField
          select
          size="small"
          label="Year"
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
          xAxis={[{ scaleType: 'band', data: MONTHS }]}
          yAxis={[{ label: 'BHD', width: 64 }]}
          series={[
            { id: 'previous', data: revenueOf(previous), label: String(year - 1), color: '#9e9e9e' },
            { id: 'chosen', data: revenueOf(chosen), label: String(year) },
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
