import { PAYOUT_STATUS_MESSAGES, useUiText } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { List, SelectInput } from 'react-admin';
import { useT } from '@/i18n/text';
import { BalanceFigures } from '@/portals/provider/components/balance-figures';
import { BankDetailsCard } from './bank-details-card';
import { PayoutHistory } from './payout-history';
import { RequestPayout } from './request-payout';

/** The states a payout goes through, in the words its badge uses (the design system's). */
const STATES = ['pending', 'completed', 'cancelled'] as const;

/** Built where it shows, so its label and choices follow the language. */
function useFilters() {
  const t = useT();
  const ui = useUiText();
  return useMemo(() => {
    const choices = STATES.map((id) => ({ id, name: ui(PAYOUT_STATUS_MESSAGES[id]) }));
    return [
      <SelectInput
        key="Status"
        source="Status"
        label={t('provider.payouts.list.state')}
        choices={choices}
        emptyText={t('provider.payouts.list.all')}
        alwaysOn
      />,
    ];
  }, [t, ui]);
}

/** Above the history: the balance, where the money goes, and the request. */
function MoneyHeader() {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <BalanceFigures />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <RequestPayout />
        <BankDetailsCard />
      </Stack>
    </Stack>
  );
}

/** The provider's payouts: balance figures, bank details, a request, and the history newest first. */
export default function ProviderPayoutList() {
  const t = useT();
  const filters = useFilters();
  return (
    <>
      <MoneyHeader />
      <List
        title={t('provider.payouts.list.title')}
        filters={filters}
        perPage={25}
        empty={false}
        exporter={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <PayoutHistory />
      </List>
    </>
  );
}
