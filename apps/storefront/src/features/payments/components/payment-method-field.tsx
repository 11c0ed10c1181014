import { PAYMENT_TYPES, type PaymentType } from '@marketplace/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

// The two ways the gateway takes money in Bahrain (Tap: src_card and src_bh.benefit). The choice
// is stored on the order (PaymentType) and decides which page the gateway opens.

export const PAYMENT_METHOD_LABELS: Record<PaymentType, { label: string; hint: string }> = {
  card: { label: 'Card', hint: 'Visa or Mastercard debit and credit cards' },
  benefit: { label: 'BENEFIT', hint: "Bahrain's BENEFIT debit cards and BenefitPay" },
};

export interface PaymentMethodFieldProps {
  readonly value: PaymentType;
  readonly onChange: (value: PaymentType) => void;
  readonly disabled?: boolean;
}

export function PaymentMethodField({ value, onChange, disabled = false }: PaymentMethodFieldProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId} sx={{ marginBlockEnd: 0.5 }}>
        Payment method
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentType)}
      >
        {PAYMENT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={
              <>
                <Typography component="span" variant="body1" sx={{ display: 'block' }}>
                  {PAYMENT_METHOD_LABELS[type].label}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {PAYMENT_METHOD_LABELS[type].hint}
                </Typography>
              </>
            }
            sx={{ alignItems: 'flex-start', marginBlock: 0.5, '& .MuiRadio-root': { paddingBlockStart: 0.5 } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
