import { PAYMENT_TYPES, type PaymentType } from '@marketplace/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';

// The two ways the gateway takes money in Bahrain (Tap: src_card and src_bh.benefit). The choice
// is stored on the order (PaymentType) and decides which page the gateway opens.

/** Message ids of each method's name and hint. */
export const PAYMENT_METHOD_LABELS: Record<PaymentType, { label: MessageId; hint: MessageId }> = {
  card: { label: 'payments.method.card', hint: 'payments.method.cardHint' },
  benefit: { label: 'payments.method.benefit', hint: 'payments.method.benefitHint' },
};

export interface PaymentMethodFieldProps {
  readonly value: PaymentType;
  readonly onChange: (value: PaymentType) => void;
  readonly disabled?: boolean;
}

export function PaymentMethodField({ value, onChange, disabled = false }: PaymentMethodFieldProps) {
  const t = useT();
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId} sx={{ marginBlockEnd: 0.5 }}>
        {t('payments.method.legend')}
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
                  {t(PAYMENT_METHOD_LABELS[type].label)}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t(PAYMENT_METHOD_LABELS[type].hint)}
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
