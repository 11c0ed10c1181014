import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

export interface FilterSelectProps<Value extends string> {
  /** Visible label, also the control's accessible name (e.g. 'Status', 'Sort by'). */
  label: string;
  value: Value;
  options: readonly FilterOption<Value>[];
  onChange: (value: Value) => void;
  size?: 'small' | 'medium';
  /** Keeps the control from shrinking to its shortest option in a wrapping filter bar. */
  minWidth?: number;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A labelled drop-down for list filters and sorting ('All Status', 'Newest First', ...). MUI's
 * TextField select ties the label to the combobox by id and gives the list keyboard support
 * (arrows, type-ahead, Enter, Escape), so it is usable without a mouse.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  size = 'small',
  minWidth = 160,
  fullWidth = false,
  disabled,
  sx,
}: FilterSelectProps<Value>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      size={size}
      fullWidth={fullWidth}
      disabled={disabled}
      onChange={(event) => {
        // The menu only offers `options`, so the value is one of them; find it rather than cast.
        const picked = options.find((option) => option.value === event.target.value);
        if (picked && picked.value !== value) onChange(picked.value);
      }}
      sx={[{ minWidth }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
