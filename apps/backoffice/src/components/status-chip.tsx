import type { Hue } from '@marketplace/ui';
import { Chip, type ChipProps } from '@mui/material';

/**
 * A state the spec gives no colour for (inquiry statuses, admin account states) in the design
 * system's status swatches, the same tinted chips as packages/ui's StatusBadge (readable in light
 * and dark), always with its word so colour never carries the meaning alone.
 */
export function StatusChip({ hue, label, sx, size = 'small', ...rest }: Omit<ChipProps, 'color'> & { hue: Hue }) {
  return (
    <Chip
      {...rest}
      size={size}
      label={label}
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
