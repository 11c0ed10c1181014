import { SEARCH_DEBOUNCE_MS } from '@marketplace/contract';
import Stack from '@mui/material/Stack';
import { TextInput } from '@marketplace/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isPriceText } from '../lib/catalog-filters';

// Min and max reference price in BHD. Like the search box, a change applies after a 500 ms pause
// (or at once on Enter), and only when both ends are valid, so half-typed "2." never reaches the
// URL or the API.

export interface PriceRange {
  readonly minPrice: string;
  readonly maxPrice: string;
}

export interface PriceRangeFieldsProps extends PriceRange {
  readonly onChange: (range: PriceRange) => void;
}

const FORMAT_ERROR = 'Enter an amount in BHD, e.g. 12.500';

function problems(min: string, max: string) {
  const minError = min && !isPriceText(min) ? FORMAT_ERROR : '';
  const maxError = max && !isPriceText(max) ? FORMAT_ERROR : '';
  const reversed = !minError && !maxError && min && max && Number(min) > Number(max);
  return { minError, maxError: maxError || (reversed ? 'Max price must not be below min price' : '') };
}

export function PriceRangeFields({ minPrice, maxPrice, onChange }: PriceRangeFieldsProps) {
  const [min, setMin] = useState(minPrice);
  const [max, setMax] = useState(maxPrice);
  // A change from outside (Clear filters, a link) replaces what is typed.
  const [applied, setApplied] = useState({ minPrice, maxPrice });
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    setApplied({ minPrice, maxPrice });
    setMin(minPrice);
    setMax(maxPrice);
  }
  const { minError, maxError } = problems(min.trim(), max.trim());
  const valid = !minError && !maxError;
  const changed = min.trim() !== minPrice || max.trim() !== maxPrice;

  // The latest callback, so a parent re-render does not restart the pause.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const apply = () => {
    if (valid && changed) onChange({ minPrice: min.trim(), maxPrice: max.trim() });
  };
  useEffect(() => {
    if (!valid || !changed) return;
    const range = { minPrice: min.trim(), maxPrice: max.trim() };
    const timer = setTimeout(() => onChangeRef.current(range), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [min, max, valid, changed]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply();
  };
  const field = (label: string, value: string, set: (v: string) => void, error: string) => (
    <TextInput
      label={label}
      value={value}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error || undefined}
      onChange={(event) => set(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={apply}
      // Digits and a dot on phone keyboards; the amount reads left to right in RTL pages too.
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {field('Min price (BHD)', min, setMin, minError)}
      {field('Max price (BHD)', max, setMax, maxError)}
    </Stack>
  );
}
