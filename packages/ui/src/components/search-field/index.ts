export { SearchField, type SearchFieldProps } from './search-field';
export { useDebouncedCallback, type DebouncedCallback } from './use-debounced-callback';
