import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useRef } from 'react';
import { useValueFromBeforeHydration } from '../../lib/use-value-from-before-hydration';

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
  /** The parameter name when the select is part of a real form (one that works without JavaScript). */
  name?: string;
  size?: 'small' | 'medium';
  /** Keeps the control from shrinking to its shortest option in a wrapping filter bar. */
  minWidth?: number;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A labelled drop-down for list filters and sorting ('All Status', 'Newest First', ...): a native
 * select in MUI's outlined frame. The browser gives it keyboard support (arrows, type-ahead) and
 * phones their own picker; the label is tied to it by id. Not MUI's menu Select: that brought
 * Menu, Popover and Modal, about 17 KB gzip, to the catalog's first load (issue 18).
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  name,
  size = 'small',
  minWidth = 160,
  fullWidth = false,
  disabled,
  sx,
}: FilterSelectProps<Value>) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const pick = (picked: string) => {
    // The list only offers `options`, so the value is one of them; find it rather than cast.
    const option = options.find((candidate) => candidate.value === picked);
    if (option && option.value !== value) onChange(option.value);
  };
  // A pick made in the server's markup before hydration is reported as if made now.
  useValueFromBeforeHydration(selectRef, value, pick);
  return (
    <FormControl
      size={size}
      fullWidth={fullWidth}
      disabled={disabled}
      sx={[{ minWidth }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => pick(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
        inputRef={selectRef}
      >
        {options.map((option) => (
          // An option may be people's words (a category's name), in either script: its own direction.
          <option key={option.value} value={option.value} dir="auto">
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
