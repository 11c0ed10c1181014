import { MoneyText, StatusBadge } from '@marketplace/ui';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable } from 'react-admin';
import { DateText } from '@/components/date-text';
import { formatDateTime } from '@/components/dates';
import { ListCards } from '@/components/list-cards';
import type { LedgerRecord } from '@/portals/provider/data-provider/provider-ledger';

const EMPTY = 'No payouts yet. Request one when you have an available balance.';

/** Phones (360 px): one card per payout. */
function PayoutCards() {
  return (
    <ListCards<LedgerRecord> empty={EMPTY}>
      {(payout) => (
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <MoneyText amount={payout.Amount} decimals={3} sx={{ fontWeight: 600 }} />
            <StatusBadge kind="transaction" status={payout.Status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Requested {formatDateTime(payout.CreatedAt)} · {payout.ReferenceNumber}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {payout.Description}
          </Typography>
        </CardContent>
      )}
    </ListCards>
  );
}

/** The history with states: pending (waiting for an admin), completed (transferred), cancelled (rejected). */
export function PayoutHistory() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <PayoutCards />;
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{EMPTY}</p>}>
      <DataTable.Col source="CreatedAt" label="Requested" disableSort>
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col<LedgerRecord>
        source="Amount"
        label="Amount"
        align="right"
        disableSort
        render={(record) => <MoneyText amount={record.Amount} decimals={3} variant="body2" />}
      />
      <DataTable.Col<LedgerRecord>
        source="Status"
        label="State"
        disableSort
        render={(record) => <StatusBadge kind="transaction" status={record.Status} />}
      />
      <DataTable.Col source="ReferenceNumber" label="Reference" disableSort />
      <DataTable.Col source="Description" label="Details" disableSort />
    </DataTable>
  );
}
