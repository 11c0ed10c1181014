import { StatusBadge, MoneyText } from '@marketplace/ui';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichText } from '@marketplace/i18n';
import { ListCards } from '@/components/list-cards';
import { useFormat, useT, type MessageId } from '@/i18n/text';
import { payoutBankAccountText } from '@/portals/admin/components/payout-bank-account/payout-bank-account';
import { PayoutDecisionButtons } from '@/portals/admin/components/payout-decision-buttons';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';
import { PayoutDescription } from '@/components/payout-description';

/** Phones (360 px): one card per payout with its actions, instead of a table's columns. */
export function PayoutCards({ empty }: { empty: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <ListCards<PayoutRecord> empty={empty}>
      {(payout) => (
        <>
          <CardContent sx={{ pb: 0 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2" dir="auto">
                {payout.BusinessName}
              </Typography>
              <StatusBadge kind="payout" status={payout.Status} />
            </Stack>
            <MoneyText amount={payout.Amount} decimals={3} sx={{ fontWeight: 600 }} />
            <Typography variant="body2" color="text.secondary">
              {t('admin.payouts.card.requested', { when: format.dateTime(payout.CreatedAt) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <RichText<MessageId>
                id="admin.payouts.card.payTo"
                components={{ account: <bdi /> }}
                values={{ account: payoutBankAccountText(payout, t) }}
              />
            </Typography>
            {payout.Description ? (
              <Typography variant="body2" color="text.secondary">
                <PayoutDescription text={payout.Description} />
              </Typography>
            ) : null}
          </CardContent>
          <CardActions>
            <PayoutDecisionButtons />
          </CardActions>
        </>
      )}
    </ListCards>
  );
}
