import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useGetOne } from 'react-admin';
import { FigureCard } from '@/components/figure-card';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useFormat, useT } from '@/i18n/text';
import type { BalanceRecord } from '@/portals/provider/data-provider/payouts-resource';

// The provider's money at a glance, above the earnings ledger and the payouts (the provider data
// provider's payouts/'balance' record: GET /api/Payout/provider/{providerId}/balance).

export const BALANCE_RECORD = { resource: 'payouts', id: 'balance' } as const;

/** Available and pending first: what a payout request may ask for, and what waits for an admin. */
export function BalanceFigures() {
  const t = useT();
  const ct = useContractText();
  const format = useFormat();
  const { data, isPending, error } = useGetOne<BalanceRecord>(BALANCE_RECORD.resource, { id: BALANCE_RECORD.id });
  if (error) {
    return <Alert severity="error">{t('provider.components.balance.loadError', { error: ct(error.message) })}</Alert>;
  }
  if (isPending || !data) return <LoadingSkeleton label={t('provider.components.balance.loading')} height={88} />;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
      aria-label={t('provider.components.balance.label')}
      role="group"
    >
      <FigureCard label={t('provider.components.balance.available')} value={format.money(data.AvailableBalance)} />
      <FigureCard label={t('provider.components.balance.pending')} value={format.money(data.PendingPayouts)} />
      <FigureCard label={t('provider.components.balance.totalEarned')} value={format.money(data.TotalEarned)} />
      <FigureCard label={t('provider.components.balance.paidOut')} value={format.money(data.PaidOut)} />
    </Stack>
  );
}
