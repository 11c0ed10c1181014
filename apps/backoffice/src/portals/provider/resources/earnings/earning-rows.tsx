import { MoneyText, StatusBadge } from '@marketplace/ui';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, useListContext } from 'react-admin';
import { DateText } from '@/components/date-text';
import { formatDateTime } from '@/components/dates';
import { ListCards } from '@/components/list-cards';
import type { EarningRecord } from '@/portals/provider/data-provider/earnings-resource';

function useEmptyText(): string {
  const { filterValues } = useListContext();
  return filterValues.from || filterValues.to
    ? 'No earnings in these dates.'
    : 'No earnings yet: an item earns when you complete it.';
}

const money = (value: number) => <MoneyText amount={value} decimals={3} variant="body2" />;

/** Phones (360 px): one card per earning, gross - commission = net. */
function EarningCards({ empty }: { empty: string }) {
  return (
    <ListCards<EarningRecord> empty={empty}>
      {(row) => (
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {row.ItemName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Order #{row.OrderNumber} · {formatDateTime(row.CreatedAt)}
          </Typography>
          <Typography variant="body2">
            Gross {money(row.Amount)} · Commission {money(row.Fees)} · Net {money(row.NetAmount)}
          </Typography>
        </CardContent>
      )}
    </ListCards>
  );
}

export function EarningRows() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = useEmptyText();
  if (phone) return <EarningCards empty={empty} />;
  // The API answers newest first and sorts by nothing else: no column offers a sort it would ignore.
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{empty}</p>}>
      <DataTable.Col source="CreatedAt" label="Date" disableSort>
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="OrderNumber" label="Order #" disableSort />
      <DataTable.Col source="ItemName" label="Item" disableSort />
      <DataTable.Col<EarningRecord>
        source="Amount"
        label="Gross"
        align="right"
        disableSort
        render={(r) => money(r.Amount)}
      />
      <DataTable.Col<EarningRecord>
        source="Fees"
        label="Commission"
        align="right"
        disableSort
        render={(r) => money(r.Fees)}
      />
      <DataTable.Col<EarningRecord>
        source="NetAmount"
        label="Net"
        align="right"
        disableSort
        render={(r) => money(r.NetAmount)}
      />
      <DataTable.Col<EarningRecord>
        source="Status"
        label="State"
        disableSort
        render={(record) => <StatusBadge kind="transaction" status={record.Status} />}
      />
    </DataTable>
  );
}
