import { rejectPayoutFormSchema, settlePayoutFormSchema } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { useFormat, useLocale, useT } from '@/i18n/text';
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
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState<Decision | null>(null);
  if (!record || record.Status !== 'pending') return null;
  const who = record.BusinessName || t('admin.components.payoutDecision.theProvider');
  // Inside Arabic text, the bank details (a Latin name, the IBAN) keep their own direction.
  const isolate = (text: string) => (locale === 'ar' ? `\u2068${text}\u2069` : text);

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
      <Button
        size="small"
        variant="contained"
        aria-label={t('admin.components.payoutDecision.settleName', { name: who })}
        onClick={() => setOpen('settle')}
      >
        {t('admin.components.payoutDecision.settle')}
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        aria-label={t('admin.components.payoutDecision.rejectName', { name: who })}
        onClick={() => setOpen('reject')}
      >
        {t('admin.components.payoutDecision.reject')}
      </Button>
      {open === 'settle' && (
        <TextPromptDialog
          title={t('admin.components.payoutDecision.settleTitle', {
            amount: format.money(record.Amount, 3),
            name: isolate(who),
          })}
          description={t('admin.components.payoutDecision.settleDescription', {
            account: isolate(payoutBankAccountText(record, t)),
          })}
          field="Reference"
          label={t('admin.components.payoutDecision.reference')}
          schema={settlePayoutFormSchema}
          confirmLabel={t('admin.components.payoutDecision.settleConfirm')}
          cancelLabel={t('admin.components.payoutDecision.cancel')}
          busy={isPending}
          onClose={() => setOpen(null)}
          onConfirm={(reference) =>
            decide(
              { Status: 'completed', ...(reference.trim() ? { Reference: reference } : {}) },
              t('admin.components.payoutDecision.settled'),
            )
          }
        />
      )}
      {open === 'reject' && (
        <TextPromptDialog
          title={t('admin.components.payoutDecision.rejectTitle', { name: isolate(who) })}
          description={t('admin.components.payoutDecision.rejectDescription')}
          field="Reason"
          label={t('admin.components.payoutDecision.reason')}
          multiline
          schema={rejectPayoutFormSchema}
          confirmLabel={t('admin.components.payoutDecision.rejectConfirm')}
          confirmColor="error"
          cancelLabel={t('admin.components.payoutDecision.cancel')}
          busy={isPending}
          onClose={() => setOpen(null)}
          onConfirm={(reason) =>
            decide({ Status: 'failed', Reason: reason }, t('admin.components.payoutDecision.rejected'))
          }
        />
      )}
    </Stack>
  );
}
