import { MoneyText, StatusBadge } from '@marketplace/ui';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, ExportButton, List, TopToolbar, useListContext } from 'react-admin';
import { DateText } from '@/components/date-text';
import { payoutBankAccountText } from '@/portals/admin/components/payout-bank-account/payout-bank-account';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { PayoutCards } from './payout-cards';
import { PayoutDecisionButtons } from '@/portals/admin/components/payout-decision-buttons';
import { PAYOUT_TABS, PayoutStatusTabs } from './payout-status-tabs';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/** "No pending payouts." and the like: the empty state names the tab. */
function useEmptyText(): string {
  const { filterValues } = useListContext();
  const tab = PAYOUT_TABS.find((t) => t.value === filterValues.Status);
  return !tab || tab.value === 'all' ? 'No payouts yet.' : `No ${tab.label.toLowerCase()} payouts.`;
}

function PayoutRows() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = useEmptyText();
  if (phone) return <PayoutCards empty={empty} />;
  // The API answers newest first and sorts by nothing else: no column offers a sort it would ignore.
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{empty}</p>}>
      <DataTable.Col source="BusinessName" label="Provider" disableSort />
      <DataTable.Col<PayoutRecord>
        source="Amount"
        label="Amount"
        align="right"
        disableSort
        render={(record) => <MoneyText amount={record.Amount} decimals={3} />}
      />
      <DataTable.Col source="CreatedAt" label="Requested" disableSort>
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col<PayoutRecord>
        source="Status"
        label="State"
        disableSort
        render={(record) => <StatusBadge kind="transaction" status={record.Status} />}
      />
      <DataTable.Col<PayoutRecord> label="Pay to" disableSort render={(record) => payoutBankAccountText(record)} />
      <DataTable.Col source="Description" label="Details" disableSort />
      <DataTable.Col label="Actions" disableSort render={() => <PayoutDecisionButtons />} />
    </DataTable>
  );
}

export default function PayoutList() {
  return (
    <List
      title="Payouts"
      actions={<Actions />}
      aside={<SavedQueriesAside />}
      filterDefaultValues={{ Status: 'pending' }}
      perPage={25}
      empty={false}
      // A wide table scrolls inside its card instead of widening the page.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <PayoutStatusTabs />
      <PayoutRows />
    </List>
  );
}
