import { yupResolver } from '@hookform/resolvers/yup';
import { bankDetailsFormSchema, type BankDetailsFormValues } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';

export interface BankDetailsFormProps {
  readonly defaults: BankDetailsFormValues;
  readonly busy: boolean;
  onSave(values: BankDetailsFormValues): void;
  onCancel?: () => void;
}

const FIELDS = [
  { name: 'AccountHolder', label: 'Account holder', autoComplete: 'name' },
  { name: 'BankName', label: 'Bank name', autoComplete: 'off' },
  {
    name: 'Iban',
    label: 'IBAN',
    autoComplete: 'off',
    helper: 'BH and 20 characters, e.g. BH67 BMAG 0000 1299 1234 56',
  },
] as const;

/** The bank details form on the contract's schema: the IBAN is checked (mod 97) before any call. */
export function BankDetailsForm({ defaults, busy, onSave, onCancel }: BankDetailsFormProps) {
  const { control, handleSubmit } = useForm<BankDetailsFormValues>({
    defaultValues: defaults,
    resolver: yupResolver(bankDetailsFormSchema),
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Bank details">
      <Stack spacing={2}>
        {FIELDS.map((field) => (
          <Controller
            key={field.name}
            name={field.name}
            control={control}
            render={({ field: input, fieldState }) => (
              <TextField
                {...input}
                label={field.label}
                required
                autoComplete={field.autoComplete}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? ('helper' in field ? field.helper : ' ')}
                slotProps={field.name === 'Iban' ? { htmlInput: { spellCheck: false } } : undefined}
              />
            )}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            Save bank details
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
