import { SEARCH_DEBOUNCE_MS } from '@marketplace/contract';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import { TextInput } from '../text-input';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useValueFromBeforeHydration } from '../../lib/use-value-from-before-hydration';
import { useUiText } from '../../lib/ui-text';
import { useDebouncedCallback } from './use-debounced-callback';

export interface SearchFieldProps {
  /** Called with the search term: after `delay` ms without typing, at once on Enter or Clear. */
  onSearch: (value: string) => void;
  /** Accessible name of the search box (a search box needs none on screen: the icon says it). */
  label?: string;
  /** Shown inside the empty box; defaults to the label followed by '...'. */
  placeholder?: string;
  /**
   * The search term in effect, when the parent owns it. Changing it from outside (e.g. Clear
   * Filters) replaces what is typed; the terms this field reported itself are left alone.
   */
  value?: string;
  /** Milliseconds of quiet before a search is made (spec section 9: 500). */
  delay?: number;
  clearLabel?: string;
  /**
   * The parameter name when the box is part of a real form (a GET form that works before
   * hydration and without JavaScript). Enter still searches at once instead of submitting it.
   */
  name?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A search box that shows every keystroke at once but searches only once typing pauses, so a
 * list is not refetched per letter. Enter and the clear button search without waiting.
 */
export function SearchField({
  onSearch,
  label: labelProp,
  placeholder,
  value,
  delay = SEARCH_DEBOUNCE_MS,
  clearLabel,
  name,
  size = 'small',
  fullWidth,
  sx,
}: SearchFieldProps) {
  const t = useUiText();
  const label = labelProp ?? t('ui.search.label');
  const [text, setText] = useState(value ?? '');
  // The last term handed to onSearch: an unchanged term is not searched again after a pause.
  const reported = useRef(value ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  const report = (term: string) => {
    reported.current = term;
    onSearch(term);
  };
  const debounced = useDebouncedCallback((term: string) => {
    if (term !== reported.current) report(term);
  }, delay);

  useEffect(() => {
    if (value === undefined || value === reported.current) return;
    debounced.cancel();
    reported.current = value;
    setText(value);
  }, [value, debounced]);

  const searchNow = (term: string) => {
    debounced.cancel();
    report(term);
  };

  // Typed into the server's markup before hydration: keep it, and search it as if typed now.
  useValueFromBeforeHydration(inputRef, text, (typed) => {
    setText(typed);
    debounced.run(typed);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter would otherwise submit a surrounding form (a page reload); here it means "search now".
    event.preventDefault();
    searchNow(text);
  };

  const clear = () => {
    setText('');
    searchNow('');
    // The button disappears with the text: keep the keyboard user's focus in the box.
    inputRef.current?.focus();
  };

  return (
    <TextInput
      type="search"
      name={name}
      size={size}
      value={text}
      placeholder={placeholder ?? (labelProp === undefined ? t('ui.search.placeholder') : `${labelProp}...`)}
      fullWidth={fullWidth}
      inputRef={inputRef}
      onChange={(event) => {
        setText(event.target.value);
        debounced.run(event.target.value);
      }}
      onKeyDown={onKeyDown}
      sx={[
        // Chromium draws its own clear cross in search inputs; ours is labelled and themed.
        { '& input::-webkit-search-cancel-button': { display: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton aria-label={clearLabel ?? t('ui.search.clear')} size="small" edge="end" onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
