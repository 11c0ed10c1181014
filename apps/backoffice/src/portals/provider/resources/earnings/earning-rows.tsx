import { MoneyText, StatusBadge } from '@marketplace/ui';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, useListContext } from 'react-admin';
import { DateText } from '@/components/date-text';
import { ListCards } from '@/components/list-cards';
import { useFormat, useLocale, useT } from '@/i18n/text';
import type { EarningRecord } from '@/portals/provider/data-provider/earnings-resource';

function useEmptyText(): string {
  const t = useT();
  const { filterValues } = useListContext();
  return t(filterValues.from || filterValues.to ? 'provider.earnings.empty.inDates' : 'provider.earnings.empty.none');
}

const money = (value: number) => <MoneyText amount={value} decimals={3} variant="body2" />;

/** Phones (360 px): one card per earning, gross - commission = net. */
function EarningCards({ empty }: { empty: string }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  // Kept left to right inside Arabic text (LRI … PDI), so "#AB12" never reads "AB12#".
  const ltr = (text: string) => (locale === 'ar' ? `\u2066${text}\u2069` : text);
  return (
    <ListCards<EarningRecord> empty={empty}>
      {(row) => (
        <CardContent>
          <Typography variant="subtitle1" component="h2" dir="auto">
            {row.ItemName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('provider.earnings.card.order', {
              number: ltr(`#${row.OrderNumber}`),
              date: format.dateTime(row.CreatedAt),
            })}
          </Typography>
          <Typography variant="body2">
            {t('provider.earnings.card.amounts', {
              gross: format.money(row.Amount),
              commission: format.money(row.Fees),
              net: format.money(row.NetAmount),
            })}
          </Typography>
        </CardContent>
      )}
    </ListCards>
  );
}

export function EarningRows() {
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = useEmptyText();
  if (phone) return <EarningCards empty={empty} />;
  // The API answers newest first and sorts by nothing else: no column offers a sort it would ignore.
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{empty}</p>}>
      <DataTable.Col source="CreatedAt" label={t('provider.earnings.list.date')} disableSort>
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col<EarningRecord>
        source="OrderNumber"
        label={t('provider.earnings.list.order')}
        disableSort
        render={(record) => <bdi>{record.OrderNumber}</bdi>}
      />
      <DataTable.Col<EarningRecord>
        source="ItemName"
        label={t('provider.earnings.list.item')}
        disableSort
        render={(record) => <span dir="auto">{record.ItemName}</span>}
      />
      <DataTable.Col<EarningRecord>
        source="Amount"
        label={t('provider.earnings.list.gross')}
        align="right"
        disableSort
        render={(r) => money(r.Amount)}
      />
      <DataTable.Col<EarningRecord>
        source="Fees"
        label={t('provider.earnings.list.commission')}
        align="right"
        disableSort
        render={(r) => money(r.Fees)}
      />
      <DataTable.Col<EarningRecord>
        source="NetAmount"
        label={t('provider.earnings.list.net')}
        align="right"
        disableSort
        render={(r) => money(r.NetAmount)}
      />
      <DataTable.Col<EarningRecord>
        source="Status"
        label={t('provider.earnings.list.state')}
        disableSort
        render={(record) => <StatusBadge kind="transaction" status={record.Status} />}
      />
    </DataTable>
  );
}
