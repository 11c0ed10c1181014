import { formatBhd } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useGetOne } from 'react-admin';
import { FigureCard } from '@/components/figure-card';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import type { BalanceRecord } from '@/portals/provider/data-provider/payouts-resource';

// The provider's money at a glance, above the earnings ledger and the payouts (the provider data
// provider's payouts/'balance' record: GET /api/Payout/provider/{providerId}/balance).

export const BALANCE_RECORD = { resource: 'payouts', id: 'balance' } as const;

/** Available and pending first: what a payout request may ask for, and what waits for an admin. */
export function BalanceFigures() {
  const { data, isPending, error } = useGetOne<BalanceRecord>(BALANCE_RECORD.resource, { id: BALANCE_RECORD.id });
  if (error) return <Alert severity="error">Could not load your balance: {error.message}</Alert>;
  if (isPending || !data) return <LoadingSkeleton label="Loading your balance" height={88} />;
  const bhd = (value: number) => formatBhd(value, 3);
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="Your balance" role="group">
      <FigureCard label="Available balance" value={bhd(data.AvailableBalance)} />
      <FigureCard label="Pending payouts" value={bhd(data.PendingPayouts)} />
      <FigureCard label="Total earned (net)" value={bhd(data.TotalEarned)} />
      <FigureCard label="Paid out" value={bhd(data.PaidOut)} />
    </Stack>
  );
}
