import { SERVICE_ITEM_SORTS, type ServiceItemSort } from '@marketplace/contract';
import { FilterSelect, SearchField, type FilterOption } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useCategories } from '@/lib/categories-query';
import {
  effectiveSort,
  hasActiveFilters,
  type CatalogFilters,
  type FilterPatch,
  type TypeFilter,
} from '../lib/catalog-filters';
import { PriceRangeFields, type PriceRange } from './price-range-fields';
import { ProviderFilterNotice } from './provider-filter-notice';

// Every control of the services page. The page owns the values (they live in the URL); this bar
// only reports changes. Text boxes apply after the 500 ms pause of spec section 9.

const TYPE_OPTIONS: readonly FilterOption<TypeFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'service', label: 'Services' },
  { value: 'item', label: 'Items' },
];

export const SORT_LABELS: Record<ServiceItemSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

const ALL_CATEGORIES = 'all';

export interface CatalogFilterBarProps {
  readonly filters: CatalogFilters;
  readonly onChange: (patch: FilterPatch) => void;
  readonly onClear: () => void;
}

function useCategoryOptions(selected: string): FilterOption<string>[] {
  const { data, isPending } = useCategories();
  const options = (data ?? []).map((category) => ({ value: category.CategoryId, label: category.CategoryName }));
  // A linked category the list does not (yet) hold still needs an option, or the select is blank.
  if (selected && !options.some((option) => option.value === selected)) {
    options.unshift({ value: selected, label: isPending ? 'Loading categories...' : 'Unknown category' });
  }
  return [{ value: ALL_CATEGORIES, label: 'All categories' }, ...options];
}

export function CatalogFilterBar({ filters, onChange, onClear }: CatalogFilterBarProps) {
  const categoryOptions = useCategoryOptions(filters.categoryId);
  // "Best match" needs words to match; without a search the API's default order is the newest.
  const sortOptions = SERVICE_ITEM_SORTS.filter((sort) => sort !== 'relevance' || filters.search.trim()).map(
    (sort) => ({
      value: sort,
      label: SORT_LABELS[sort],
    }),
  );
  const defaultSort = effectiveSort({ sort: null, search: filters.search });
  const onPrice = useCallback((range: PriceRange) => onChange(range), [onChange]);

  return (
    <Box role="search" aria-label="Search and filter services" sx={{ marginBlockEnd: 3 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SearchField
            label="Search services"
            value={filters.search}
            onSearch={(search) => onChange({ search })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SearchField
            label="Location"
            placeholder="Location, e.g. Manama"
            clearLabel="Clear location"
            value={filters.address}
            onSearch={(address) => onChange({ address })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSelect
            label="Sort by"
            value={effectiveSort(filters)}
            options={sortOptions}
            onChange={(sort) => onChange({ sort: sort === defaultSort ? null : sort })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSelect
            label="Type"
            value={filters.type}
            options={TYPE_OPTIONS}
            onChange={(type) => onChange({ type })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSelect
            label="Category"
            value={filters.categoryId || ALL_CATEGORIES}
            options={categoryOptions}
            onChange={(id) => onChange({ categoryId: id === ALL_CATEGORIES ? '' : id })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PriceRangeFields minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onPrice} />
        </Grid>
      </Grid>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', marginBlockStart: 1.5 }}
      >
        {filters.providerId ? (
          <ProviderFilterNotice providerId={filters.providerId} onClear={() => onChange({ providerId: '' })} />
        ) : (
          <span />
        )}
        {hasActiveFilters(filters) && (
          <Button variant="outlined" size="small" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Stack>
    </Box>
  );
}
