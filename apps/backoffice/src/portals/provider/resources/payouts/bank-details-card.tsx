import type { BankDetailsFormValues } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { BankDetailsForm } from './bank-details-form';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useLocale, useT } from '@/i18n/text';
import type { BankDetailsRecord } from '@/portals/provider/data-provider/payouts-resource';

const BANK = { resource: 'payouts', id: 'bank-details' } as const;

/**
 * Where payouts are transferred. After saving only the IBAN's last four characters show; a change
 * means typing the whole IBAN again (it is never pre-filled, so it never sits on screen).
 */
export function BankDetailsCard() {
  const { data, isPending, error } = useGetOne<BankDetailsRecord>(BANK.resource, { id: BANK.id });
  const [editing, setEditing] = useState(false);
  const [update, { isPending: saving }] = useUpdate();
  const notify = useNotify();
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  // Kept left to right inside Arabic text (LRI … PDI), so "#AB12" never reads "AB12#".
  const ltr = (text: string) => (locale === 'ar' ? `\u2066${text}\u2069` : text);
  const save = (values: BankDetailsFormValues) =>
    update(
      BANK.resource,
      { id: BANK.id, data: values, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEditing(false);
          notify(t('provider.payouts.bank.saved'), { type: 'success' });
        },
        onError: (problem) => notify((problem as Error).message, { type: 'error' }),
      },
    );
  const body = () => {
    if (error)
      return <Alert severity="error">{t('provider.payouts.bank.loadError', { error: ct(error.message) })}</Alert>;
    if (isPending || !data) return <LoadingSkeleton label={t('provider.payouts.bank.loading')} height={72} />;
    if (editing || !data.Saved)
      return (
        <>
          {!data.Saved && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('provider.payouts.bank.intro')}
            </Typography>
          )}
          <BankDetailsForm
            defaults={{ AccountHolder: data.AccountHolder ?? '', BankName: data.BankName ?? '', Iban: '' }}
            busy={saving}
            onSave={save}
            onCancel={data.Saved ? () => setEditing(false) : undefined}
          />
        </>
      );
    return (
      <>
        <Typography dir="auto">{String(data.AccountHolder)}</Typography>
        <Typography color="text.secondary" dir="auto">
          {String(data.BankName)}
        </Typography>
        <Typography
          sx={{ fontFamily: 'monospace', my: 1 }}
          aria-label={t('provider.payouts.bank.ibanEnding', { last: String(data.IbanMasked).slice(-4) })}
        >
          {t('provider.payouts.bank.iban', { iban: ltr(String(data.IbanMasked)) })}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {t('provider.payouts.bank.change')}
        </Button>
      </>
    );
  };
  return (
    <Card variant="outlined" sx={{ flex: '1 1 320px' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('provider.payouts.bank.title')}
        </Typography>
        {body()}
      </CardContent>
    </Card>
  );
}
