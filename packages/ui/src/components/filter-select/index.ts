export { FilterSelect, type FilterOption, type FilterSelectProps } from './filter-select';
