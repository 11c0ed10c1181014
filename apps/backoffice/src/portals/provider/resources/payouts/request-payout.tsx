import { PAYOUT_ERRORS, payoutRequestFormSchema } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreate, useGetOne, useNotify, useRefresh } from 'react-admin';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { useContractText, useFormat, useT, type MessageId } from '@/i18n/text';
import { BALANCE_RECORD } from '@/portals/provider/components/balance-figures';
import type { BalanceRecord, BankDetailsRecord } from '@/portals/provider/data-provider/payouts-resource';

/**
 * Why the button is off, if it is: no bank details yet, or nothing to pay out (the API's own text,
 * a contract text). Both kinds of text are translated where they show.
 */
function blockedBecause(
  hasBank: boolean | undefined,
  available: number,
): { id: MessageId } | { contract: string } | null {
  if (hasBank === false) return { id: 'provider.payouts.request.noBank' };
  if (available <= 0) return { contract: PAYOUT_ERRORS.nothingAvailable };
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
  const t = useT();
  const ct = useContractText();
  const format = useFormat();
  const available = balance.data?.AvailableBalance ?? 0;
  const reason =
    balance.data && bank.data
      ? blockedBecause(bank.data.Saved, available)
      : ({ id: 'provider.payouts.request.loading' } as const);
  const blocked = reason === null ? null : 'id' in reason ? t(reason.id) : ct(reason.contract);
  const send = (value: string) =>
    create(
      'payouts',
      { data: { Amount: Number(value) } },
      {
        onSuccess: () => {
          setOpen(false);
          notify(t('provider.payouts.request.done'), { type: 'success' });
          refresh();
        },
        onError: (problem) => notify((problem as Error).message, { type: 'error' }),
      },
    );
  return (
    <Card variant="outlined" sx={{ flex: '1 1 240px' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('provider.payouts.request.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {blocked ?? t('provider.payouts.request.upTo', { amount: format.money(available) })}
        </Typography>
        <Button variant="contained" onClick={() => setOpen(true)} disabled={blocked !== null}>
          {t('provider.payouts.request.button')}
        </Button>
      </CardContent>
      {open && (
        <TextPromptDialog
          title={t('provider.payouts.request.title')}
          description={t('provider.payouts.request.available', { amount: format.money(available) })}
          field="Amount"
          label={t('provider.payouts.request.amount')}
          schema={payoutRequestFormSchema(available)}
          confirmLabel={t('provider.payouts.request.button')}
          busy={isPending}
          onConfirm={send}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
