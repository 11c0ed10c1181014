import { SEARCH_DEBOUNCE_MS } from '@marketplace/contract';
import Stack from '@mui/material/Stack';
import { TextInput, useValueFromBeforeHydration } from '@marketplace/ui';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { CATALOG_PARAMS, isPriceText, PRICE_PATTERN } from '../lib/catalog-filters';

// Min and max reference price in BHD. Like the search box, a change applies after a 500 ms pause
// (or at once on Enter), and only when both ends are valid, so half-typed "2." never reaches the
// URL or the API. The boxes are named like the URL's parameters, so the filter form works before
// hydration and without JavaScript (issue 32); there the browser checks the amount's format itself.

export interface PriceRange {
  readonly minPrice: string;
  readonly maxPrice: string;
}

export interface PriceRangeFieldsProps extends PriceRange {
  readonly onChange: (range: PriceRange) => void;
}

const FORMAT_ERROR: MessageId = 'catalog.price.format';

/** Each box's problem as a message id, or null. */
function problems(min: string, max: string): { minError: MessageId | null; maxError: MessageId | null } {
  const minError = min && !isPriceText(min) ? FORMAT_ERROR : null;
  const maxError = max && !isPriceText(max) ? FORMAT_ERROR : null;
  const reversed = !minError && !maxError && min && max && Number(min) > Number(max);
  return { minError, maxError: maxError ?? (reversed ? 'catalog.price.reversed' : null) };
}

export function PriceRangeFields({ minPrice, maxPrice, onChange }: PriceRangeFieldsProps) {
  const t = useT();
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

  // Typed before hydration: kept, and applied after the pause like any typing.
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  useValueFromBeforeHydration(minRef, min, setMin);
  useValueFromBeforeHydration(maxRef, max, setMax);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter applies the range here rather than submitting the surrounding form.
    event.preventDefault();
    apply();
  };
  const field = (
    label: string,
    name: string,
    ref: RefObject<HTMLInputElement | null>,
    value: string,
    set: (v: string) => void,
    error: MessageId | null,
  ) => (
    <TextInput
      label={label}
      name={name}
      inputRef={ref}
      value={value}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error ? t(error) : undefined}
      onChange={(event) => set(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={apply}
      // Digits and a dot on phone keyboards; the amount reads left to right in RTL pages too.
      // The pattern and its title are the browser's own check of a form sent before hydration.
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', pattern: PRICE_PATTERN, title: t(FORMAT_ERROR) } }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {field(t('catalog.price.min'), CATALOG_PARAMS.minPrice, minRef, min, setMin, minError)}
      {field(t('catalog.price.max'), CATALOG_PARAMS.maxPrice, maxRef, max, setMax, maxError)}
    </Stack>
  );
}
