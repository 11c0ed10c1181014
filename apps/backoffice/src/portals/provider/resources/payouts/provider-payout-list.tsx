import Stack from '@mui/material/Stack';
import { List, SelectInput } from 'react-admin';
import { BalanceFigures } from '@/portals/provider/components/balance-figures';
import { BankDetailsCard } from './bank-details-card';
import { PayoutHistory } from './payout-history';
import { RequestPayout } from './request-payout';

const STATES = [
  { id: 'pending', name: 'Pending' },
  { id: 'completed', name: 'Completed' },
  { id: 'cancelled', name: 'Cancelled' },
];

const filters = [<SelectInput key="Status" source="Status" label="State" choices={STATES} emptyText="All" alwaysOn />];

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
  return (
    <>
      <MoneyHeader />
      <List
        title="Payouts"
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
