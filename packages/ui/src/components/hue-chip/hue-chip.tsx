import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Hue } from '../../theme/status-colors';

export type HueChipProps = Omit<ChipProps, 'color'> & {
  /** One of the design system's status swatches (readable in light and dark). */
  hue: Hue;
};

/**
 * A small tinted chip in a status swatch, with its word: the base of StatusBadge (the spec's
 * booking, account and transaction colours) and of states the spec gives no colour for (the back
 * office's inquiry statuses and admin accounts). Colour never carries the meaning alone.
 */
export function HueChip({ hue, sx, size = 'small', ...chipProps }: HueChipProps) {
  return (
    <Chip
      {...chipProps}
      size={size}
      sx={[
        (theme) => ({
          bgcolor: (theme.vars ?? theme).palette.status[hue].bg,
          color: (theme.vars ?? theme).palette.status[hue].fg,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
