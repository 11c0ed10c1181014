import { MoneyText } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/components/dates';
import { PayoutDecisionButtons } from '@/portals/admin/components/payout-decision-buttons';
import { InboxRow } from './inbox-row';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';
import { InboxSection } from './inbox-section';

function PayoutRequest({ payout }: { payout: PayoutRecord }) {
  return (
    <InboxRow actions={<PayoutDecisionButtons />}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{payout.BusinessName}</Typography>
        <MoneyText amount={payout.Amount} decimals={3} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Requested {formatDateTime(payout.CreatedAt)}
        {payout.Description ? ` · ${payout.Description}` : ''}
      </Typography>
    </InboxRow>
  );
}

/**
 * Payout requests to settle or reject. No bulk action: each settlement records its own bank
 * transfer's reference, and each rejection a reason the provider reads.
 */
export function PayoutRequests() {
  return (
    <InboxSection<PayoutRecord>
      resource="payouts"
      filter={{ Status: 'pending' }}
      title="Payout requests"
      emptyText="No payout is waiting to be settled."
    >
      {(payout) => <PayoutRequest payout={payout} />}
    </InboxSection>
  );
}
