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
  const save = (values: BankDetailsFormValues) =>
    update(
      BANK.resource,
      { id: BANK.id, data: values, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEditing(false);
          notify('Bank details saved.', { type: 'success' });
        },
        onError: (problem) => notify((problem as Error).message, { type: 'error' }),
      },
    );
  const body = () => {
    if (error) return <Alert severity="error">Could not load your bank details: {error.message}</Alert>;
    if (isPending || !data) return <LoadingSkeleton label="Loading your bank details" height={72} />;
    if (editing || !data.Saved)
      return (
        <>
          {!data.Saved && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Add the account your payouts are transferred to. A payout can be requested once it is saved.
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
        <Typography>{String(data.AccountHolder)}</Typography>
        <Typography color="text.secondary">{String(data.BankName)}</Typography>
        <Typography
          sx={{ fontFamily: 'monospace', my: 1 }}
          aria-label={`IBAN ending ${String(data.IbanMasked).slice(-4)}`}
        >
          IBAN {String(data.IbanMasked)}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing(true)}>
          Change bank details
        </Button>
      </>
    );
  };
  return (
    <Card variant="outlined" sx={{ flex: '1 1 320px' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Bank details
        </Typography>
        {body()}
      </CardContent>
    </Card>
  );
}
