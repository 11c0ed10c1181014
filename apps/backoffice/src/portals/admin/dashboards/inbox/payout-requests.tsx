import { MoneyText } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat, useT } from '@/i18n/text';
import { PayoutDecisionButtons } from '@/portals/admin/components/payout-decision-buttons';
import { InboxRow } from './inbox-row';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';
import { InboxSection } from './inbox-section';

function PayoutRequest({ payout }: { payout: PayoutRecord }) {
  const t = useT();
  const format = useFormat();
  return (
    <InboxRow actions={<PayoutDecisionButtons />}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="auto">
          {payout.BusinessName}
        </Typography>
        <MoneyText amount={payout.Amount} decimals={3} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('admin.inbox.payouts.requested', { date: format.dateTime(payout.CreatedAt) })}
        {payout.Description ? (
          <>
            {' · '}
            <bdi>{payout.Description}</bdi>
          </>
        ) : null}
      </Typography>
    </InboxRow>
  );
}

/**
 * Payout requests to settle or reject. No bulk action: each settlement records its own bank
 * transfer's reference, and each rejection a reason the provider reads.
 */
export function PayoutRequests() {
  const t = useT();
  return (
    <InboxSection<PayoutRecord>
      resource="payouts"
      filter={{ Status: 'pending' }}
      title={t('admin.inbox.payouts.title')}
      emptyText={t('admin.inbox.payouts.empty')}
    >
      {(payout) => <PayoutRequest payout={payout} />}
    </InboxSection>
  );
}
