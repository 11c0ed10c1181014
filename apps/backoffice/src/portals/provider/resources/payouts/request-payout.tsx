import { formatBhd, PAYOUT_ERRORS, payoutRequestFormSchema } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreate, useGetOne, useNotify, useRefresh } from 'react-admin';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { BALANCE_RECORD } from '@/portals/provider/components/balance-figures';
import type { BalanceRecord, BankDetailsRecord } from '@/portals/provider/data-provider/payouts-resource';

/** Why the button is off, if it is: no bank details yet, or nothing to pay out. */
function blockedBecause(hasBank: boolean | undefined, available: number): string | null {
  if (hasBank === false) return 'Add your bank details first: payouts are bank transfers.';
  if (available <= 0) return PAYOUT_ERRORS.nothingAvailable;
  return null;
}

/**
 * Asks for a payout of at most the available balance (shown in the dialog); the contract's schema
 * refuses more, 0 or a fourth decimal before any call, with the API's own texts.
 */
export function RequestPayout() {
  const balance = useGetOne<BalanceRecord>(BALANCE_RECORD.resource, { id: BALANCE_RECORD.id });
  const bank = useGetOne<BankDetailsRecord>('payouts', { id: 'bank-details' });
  const [open, setOpen] = useState(false);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const available = balance.data?.AvailableBalance ?? 0;
  const blocked = balance.data && bank.data ? blockedBecause(bank.data.Saved, available) : 'Loading…';
  const send = (value: string) =>
    create(
      'payouts',
      { data: { Amount: Number(value) } },
      {
        onSuccess: () => {
          setOpen(false);
          notify('Payout requested. An admin will transfer it to your bank account.', { type: 'success' });
          refresh();
        },
        onError: (problem) => notify((problem as Error).message, { type: 'error' }),
      },
    );
  return (
    <Card variant="outlined" sx={{ flex: '1 1 240px' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Request a payout
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {blocked ?? `Up to ${formatBhd(available, 3)} can be paid out now.`}
        </Typography>
        <Button variant="contained" onClick={() => setOpen(true)} disabled={blocked !== null}>
          Request payout
        </Button>
      </CardContent>
      {open && (
        <TextPromptDialog
          title="Request a payout"
          description={`Available balance: ${formatBhd(available, 3)}`}
          field="Amount"
          label="Amount (BHD)"
          schema={payoutRequestFormSchema(available)}
          confirmLabel="Request payout"
          busy={isPending}
          onConfirm={send}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
