import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import {
  bahrainDay,
  bahrainDayStart,
  earningsSeries,
  previousRange,
  rangeDays,
  type DayRange,
} from './earnings-series';
import { readEarningsSince } from './read-earnings';
import { LoadingSkeleton } from '@/components/loading-skeleton';

// Net earnings per day, week or month of a chosen range beside the period just before it. Loaded
// in a chunk of its own (MUI X Charts is the heaviest code of the page), as the admin's charts are.

const MAX_DAYS = 731;

/** The last 30 Bahrain days up to today. */
export function defaultRange(now = new Date()): DayRange {
  const to = bahrainDay(now.toISOString());
  return { from: bahrainDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000).toISOString()), to };
}

function rangeError(range: DayRange): string | undefined {
  if (!range.from || !range.to) return 'Choose both days.';
  if (range.from > range.to) return 'The start must be on or before the end.';
  if (rangeDays(range) > MAX_DAYS) return 'Choose at most two years.';
  return undefined;
}

export function EarningsChart({ providerId }: { providerId: string }) {
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
  const series = earnings.data && !invalid ? earningsSeries(earnings.data, range) : undefined;
  const prior = invalid ? undefined : previousRange(range);

  return (
    <Card component="section" aria-label="Earnings" sx={{ height: '100%' }}>
      <CardHeader
        title="Earnings"
        subheader={
          series && prior
            ? `${series.totalCurrent.toFixed(3)} BHD net, against ${series.totalPrevious.toFixed(3)} BHD from ${prior.from} to ${prior.to}`
            : 'Net of commission, beside the period before'
        }
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ marginBlockEnd: 2 }}>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={end === 'from' ? 'From' : 'To'}
              value={range[end]}
              onChange={(event) => setRange((current) => ({ ...current, [end]: event.target.value }))}
              error={Boolean(invalid)}
              helperText={end === 'to' ? invalid : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Stack>
        {series && series.totalCurrent === 0 && series.totalPrevious === 0 ? (
          <Typography color="text.secondary">No earnings in this period or the one before.</Typography>
        ) : series ? (
          <>
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: series.labels }]}
              yAxis={[{ label: 'BHD', width: 64 }]}
              series={[
                { id: 'previous', data: series.previous, label: 'Period before', color: '#9e9e9e' },
                { id: 'current', data: series.current, label: 'Chosen period' },
              ]}
            />
            {/* The same figures in words for screen readers (the drawing stays reachable too). */}
            <div style={visuallyHidden}>
              <table>
                <caption>Earnings per {series.bucket}</caption>
                <thead>
                  <tr>
                    <th scope="col">Period</th>
                    <th scope="col">Net (BHD)</th>
                    <th scope="col">Period before (BHD)</th>
                  </tr>
                </thead>
                <tbody>
                  {series.labels.map((label, index) => (
                    <tr key={label}>
                      <td>{label}</td>
                      <td>{series.current[index]!.toFixed(3)}</td>
                      <td>{series.previous[index]!.toFixed(3)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : invalid ? null : (
          <LoadingSkeleton label="Loading earnings" height={280} />
        )}
      </CardContent>
    </Card>
  );
}
