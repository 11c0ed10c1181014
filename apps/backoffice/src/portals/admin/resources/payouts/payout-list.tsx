import { MoneyText, StatusBadge } from '@marketplace/ui';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, ExportButton, List, TopToolbar, useListContext } from 'react-admin';
import { DateText } from '@/components/date-text';
import { useT } from '@/i18n/text';
import { payoutBankAccountText } from '@/portals/admin/components/payout-bank-account/payout-bank-account';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { PayoutCards } from './payout-cards';
import { PayoutDecisionButtons } from '@/portals/admin/components/payout-decision-buttons';
import { PAYOUT_TABS, PayoutStatusTabs } from './payout-status-tabs';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { payoutCsvRow } from './payout-csv';
import { PayoutDescription } from '@/components/payout-description';

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/** "No pending payouts." and the like: the empty state names the tab. */
function useEmptyText(): string {
  const t = useT();
  const { filterValues } = useListContext();
  const tab = PAYOUT_TABS.find((candidate) => candidate.value === filterValues.Status);
  return t(tab ? tab.empty : 'admin.payouts.empty.all');
}

function PayoutRows() {
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = useEmptyText();
  if (phone) return <PayoutCards empty={empty} />;
  // The API answers newest first and sorts by nothing else: no column offers a sort it would ignore.
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{empty}</p>}>
      <DataTable.Col<PayoutRecord>
        source="BusinessName"
        label={t('admin.payouts.list.provider')}
        disableSort
        render={(record) => <span dir="auto">{record.BusinessName}</span>}
      />
      <DataTable.Col<PayoutRecord>
        source="Amount"
        label={t('admin.payouts.list.amount')}
        align="right"
        disableSort
        render={(record) => <MoneyText amount={record.Amount} decimals={3} />}
      />
      <DataTable.Col source="CreatedAt" label={t('admin.payouts.list.requested')} disableSort>
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col<PayoutRecord>
        source="Status"
        label={t('admin.payouts.list.state')}
        disableSort
        render={(record) => <StatusBadge kind="payout" status={record.Status} />}
      />
      <DataTable.Col<PayoutRecord>
        label={t('admin.payouts.list.payTo')}
        disableSort
        render={(record) => <bdi>{payoutBankAccountText(record, t)}</bdi>}
      />
      <DataTable.Col<PayoutRecord>
        source="Description"
        label={t('admin.payouts.list.details')}
        disableSort
        render={(record) => <PayoutDescription text={record.Description} />}
      />
      <DataTable.Col label={t('admin.payouts.list.actions')} disableSort render={() => <PayoutDecisionButtons />} />
    </DataTable>
  );
}

export default function PayoutList() {
  const t = useT();
  const exporter = useRowsExporter(payoutCsvRow);
  return (
    <List
      exporter={exporter}
      title={t('admin.payouts.list.title')}
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
