import { yupResolver } from '@hookform/resolvers/yup';
import { bankDetailsFormSchema, type BankDetailsFormValues } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useContractText, useT, type MessageId } from '@/i18n/text';

export interface BankDetailsFormProps {
  readonly defaults: BankDetailsFormValues;
  readonly busy: boolean;
  onSave(values: BankDetailsFormValues): void;
  onCancel?: () => void;
}

const FIELDS = [
  { name: 'AccountHolder', label: 'provider.payouts.bank.accountHolder', autoComplete: 'name' },
  { name: 'BankName', label: 'provider.payouts.bank.bankName', autoComplete: 'off' },
  {
    name: 'Iban',
    label: 'provider.payouts.bank.ibanLabel',
    autoComplete: 'off',
    helper: 'provider.payouts.bank.ibanHelp',
  },
] as const satisfies readonly {
  name: keyof BankDetailsFormValues;
  label: MessageId;
  autoComplete: string;
  helper?: MessageId;
}[];

/** The bank details form on the contract's schema: the IBAN is checked (mod 97) before any call. */
export function BankDetailsForm({ defaults, busy, onSave, onCancel }: BankDetailsFormProps) {
  const t = useT();
  // The contract's messages (required, an IBAN that fails its check) in the language on screen.
  const ct = useContractText();
  const { control, handleSubmit } = useForm<BankDetailsFormValues>({
    defaultValues: defaults,
    resolver: yupResolver(bankDetailsFormSchema),
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('provider.payouts.bank.title')}>
      <Stack spacing={2}>
        {FIELDS.map((field) => (
          <Controller
            key={field.name}
            name={field.name}
            control={control}
            render={({ field: input, fieldState }) => (
              <TextField
                {...input}
                label={t(field.label)}
                required
                autoComplete={field.autoComplete}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ? ct(fieldState.error.message) : 'helper' in field ? t(field.helper) : ' '
                }
                // An IBAN reads left to right, in Arabic too; names follow what is typed.
                slotProps={{ htmlInput: field.name === 'Iban' ? { spellCheck: false, dir: 'ltr' } : { dir: 'auto' } }}
              />
            )}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('provider.payouts.bank.save')}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {t('provider.payouts.bank.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
