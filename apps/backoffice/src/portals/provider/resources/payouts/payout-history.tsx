import { MoneyText, StatusBadge } from '@marketplace/ui';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable } from 'react-admin';
import { DateText } from '@/components/date-text';
import { ListCards } from '@/components/list-cards';
import { useFormat, useLocale, useT } from '@/i18n/text';
import type { LedgerRecord } from '@/portals/provider/data-provider/provider-ledger';
import { PayoutDescription } from '@/components/payout-description';

/** Phones (360 px): one card per payout. */
function PayoutCards({ empty }: { empty: string }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  // Kept left to right inside Arabic text (LRI … PDI), so "#AB12" never reads "AB12#".
  const ltr = (text: string) => (locale === 'ar' ? `\u2066${text}\u2069` : text);
  return (
    <ListCards<LedgerRecord> empty={empty}>
      {(payout) => (
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <MoneyText amount={payout.Amount} decimals={3} sx={{ fontWeight: 600 }} />
            <StatusBadge kind="payout" status={payout.Status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('provider.payouts.history.requestedOn', {
              date: format.dateTime(payout.CreatedAt),
              reference: ltr(payout.ReferenceNumber),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <PayoutDescription text={payout.Description} />
          </Typography>
        </CardContent>
      )}
    </ListCards>
  );
}

/** The history with states: pending (waiting for an admin), completed (transferred), cancelled (rejected). */
export function PayoutHistory() {
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = t('provider.payouts.history.empty');
  if (phone) return <PayoutCards empty={empty} />;
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{empty}</p>}>
      <DataTable.Col source="CreatedAt" label={t('provider.payouts.history.requested')} disableSort>
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col<LedgerRecord>
        source="Amount"
        label={t('provider.payouts.history.amount')}
        align="right"
        disableSort
        render={(record) => <MoneyText amount={record.Amount} decimals={3} variant="body2" />}
      />
      <DataTable.Col<LedgerRecord>
        source="Status"
        label={t('provider.payouts.history.state')}
        disableSort
        render={(record) => <StatusBadge kind="payout" status={record.Status} />}
      />
      <DataTable.Col<LedgerRecord>
        source="ReferenceNumber"
        label={t('provider.payouts.history.reference')}
        disableSort
        render={(record) => <bdi>{record.ReferenceNumber}</bdi>}
      />
      <DataTable.Col<LedgerRecord>
        source="Description"
        label={t('provider.payouts.history.details')}
        disableSort
        render={(record) => <PayoutDescription text={record.Description} />}
      />
    </DataTable>
  );
}
