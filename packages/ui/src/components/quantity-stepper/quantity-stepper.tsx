import { CART_MIN_QUANTITY } from '@marketplace/contract';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { BusyOverlay } from '../../lib/busy-overlay';
import { useUiText } from '../../lib/ui-text';

export interface QuantityStepperProps {
  value: number;
  /** Minus is disabled at or below this (spec section 5: "minus disabled at 1 or less"). */
  min?: number;
  /** Stock limit; none means no upper bound. */
  max?: number;
  /** Names the line in the buttons' accessible names ("Increase quantity of Desk lamp"). */
  itemName: string;
  /** Called with value - 1 or value + 1, only inside the bounds. */
  onChange: (next: number) => void;
  /**
   * Called instead of `onChange` when plus is pressed at (or above) `max`. Plus stays enabled at
   * the maximum on purpose: pressing it is how the person learns why the quantity stops growing
   * (the cart shows the "Max quantity reached" toast), which a silently disabled button never says.
   */
  onMaxReached?: () => void;
  /** A quantity change is running: both buttons disabled, a spinner over the stepper, announced. */
  busy?: boolean;
  /** Both buttons disabled without a spinner (e.g. a parent shows its own busy overlay). */
  disabled?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
  busyText?: string;
  sx?: SxProps<Theme>;
}

/** Minus, value, plus: the cart line's quantity control (spec sections 2.4 and 5). */
export function QuantityStepper({
  value,
  min = CART_MIN_QUANTITY,
  max,
  itemName,
  onChange,
  onMaxReached,
  busy = false,
  disabled = false,
  decreaseLabel,
  increaseLabel,
  busyText,
  sx,
}: QuantityStepperProps) {
  const t = useUiText();
  const locked = busy || disabled;
  const atMax = max !== undefined && value >= max;

  const increase = () => {
    if (atMax) onMaxReached?.();
    else onChange(value + 1);
  };

  return (
    <Box
      role="group"
      aria-label={t('ui.quantity.group', { name: itemName })}
      aria-busy={busy}
      sx={[
        (theme) => ({
          position: 'relative',
          display: 'inline-flex',
          // Never stretched by a flex or grid parent: the pill hugs its three parts.
          width: 'max-content',
          alignItems: 'center',
          gap: 0.5,
          borderRadius: 999,
          border: 1,
          borderColor: (theme.vars ?? theme).palette.divider,
          padding: 0.25,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <IconButton
        size="small"
        aria-label={decreaseLabel ?? t('ui.quantity.decrease', { name: itemName })}
        disabled={locked || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      {/* <output> is a polite live region: the new quantity is read out after each change. */}
      <Box
        component="output"
        sx={{ minWidth: '2.5ch', textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Box>
      <IconButton
        size="small"
        aria-label={increaseLabel ?? t('ui.quantity.increase', { name: itemName })}
        disabled={locked}
        onClick={increase}
      >
        <AddIcon fontSize="small" />
      </IconButton>
      <BusyOverlay busy={busy} busyText={busyText ?? t('ui.quantity.updating')} spinnerSize={20} />
    </Box>
  );
}
