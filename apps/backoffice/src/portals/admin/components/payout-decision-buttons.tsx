import { formatBhd, rejectPayoutFormSchema, settlePayoutFormSchema } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';
import { payoutBankAccountText } from './payout-bank-account/payout-bank-account';

type Decision = 'settle' | 'reject';

/**
 * Settle or reject a pending payout, each through a dialog: settling takes the bank transfer's
 * reference (optional, as in the API), rejecting a reason (required: the dialog shows the
 * contract's message instead of sending a request the API would answer with 400).
 */
export function PayoutDecisionButtons() {
  const record = useRecordContext<PayoutRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState<Decision | null>(null);
  if (!record || record.Status !== 'pending') return null;
  const who = record.BusinessName || 'the provider';

  const decide = (data: Record<string, unknown>, done: string) =>
    update(
      'payouts',
      { id: record.id, data, previousData: record },
      {
        onSuccess: () => {
          setOpen(null);
          notify(done, { type: 'success' });
          // The row leaves the pending tab: the list is read again.
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" aria-label={`Settle payout to ${who}`} onClick={() => setOpen('settle')}>
        Settle
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        aria-label={`Reject payout to ${who}`}
        onClick={() => setOpen('reject')}
      >
        Reject
      </Button>
      {open === 'settle' && (
        <TextPromptDialog
          title={`Settle ${formatBhd(record.Amount, 3)} to ${who}?`}
          description={`Transfer the amount by bank first (to ${payoutBankAccountText(record)}), then record the transfer's reference. The provider is notified.`}
          field="Reference"
          label="Bank reference"
          schema={settlePayoutFormSchema}
          confirmLabel="Settle payout"
          busy={isPending}
          onClose={() => setOpen(null)}
          onConfirm={(reference) =>
            decide({ Status: 'completed', ...(reference.trim() ? { Reference: reference } : {}) }, 'Payout settled.')
          }
        />
      )}
      {open === 'reject' && (
        <TextPromptDialog
          title={`Reject the payout to ${who}?`}
          description="The amount returns to the provider's available balance. The provider reads your reason."
          field="Reason"
          label="Reason"
          multiline
          schema={rejectPayoutFormSchema}
          confirmLabel="Reject payout"
          confirmColor="error"
          busy={isPending}
          onClose={() => setOpen(null)}
          onConfirm={(reason) => decide({ Status: 'failed', Reason: reason }, 'Payout rejected.')}
        />
      )}
    </Stack>
  );
}
