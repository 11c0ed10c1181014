import { SERVICE_ITEM_SORTS, type ServiceItemSort } from '@marketplace/contract';
import { FilterSelect, inPlace, SearchField, type FilterOption } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCallback, type FormEvent } from 'react';
import { useHref } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '@/lib/categories-query';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import {
  CATALOG_PARAMS,
  effectiveSort,
  hasActiveFilters,
  parseCatalogFilters,
  type CatalogFilters,
  type FilterPatch,
  type TypeFilter,
} from '../lib/catalog-filters';
import { PriceRangeFields, type PriceRange } from './price-range-fields';
import { ProviderFilterNotice } from './provider-filter-notice';

// Every control of the services page. The page owns the values (they live in the URL); this bar
// only reports changes. Text boxes apply after the 500 ms pause of spec section 9.
//
// It is also a real GET form to /services whose fields carry the URL's parameter names (issue 32):
// before the page has hydrated, or without JavaScript, its Search button (or Enter in a box) has
// the browser load the server-rendered results. The server reads that URL with the same
// parseCatalogFilters as the app, and so does the hydrated form's own submit. What is typed or
// picked before hydration stays in the controls and is applied once they are live.

const TYPE_OPTIONS: readonly { readonly value: TypeFilter; readonly label: MessageId }[] = [
  { value: 'all', label: 'catalog.filters.type.all' },
  { value: 'service', label: 'catalog.filters.type.service' },
  { value: 'item', label: 'catalog.filters.type.item' },
];

export const SORT_LABELS: Record<ServiceItemSort, MessageId> = {
  relevance: 'catalog.filters.sort.relevance',
  newest: 'catalog.filters.sort.newest',
  'price-asc': 'catalog.filters.sort.priceAsc',
  'price-desc': 'catalog.filters.sort.priceDesc',
  rating: 'catalog.filters.sort.rating',
};

/** Empty values leave the URL when the browser submits the form, as they do in the app. */
const ALL_CATEGORIES = '';
const DEFAULT_ORDER = '';
type SortChoice = ServiceItemSort | typeof DEFAULT_ORDER;

export interface CatalogFilterBarProps {
  readonly filters: CatalogFilters;
  readonly onChange: (patch: FilterPatch) => void;
  readonly onClear: () => void;
}

function useCategoryOptions(selected: string): FilterOption<string>[] {
  const t = useT();
  const { data, isPending } = useCategories();
  // The categories' names are the admins' own text, shown as they wrote them.
  const options = (data ?? []).map((category) => ({ value: category.CategoryId, label: category.CategoryName }));
  // A linked category the list does not (yet) hold still needs an option, or the select is blank.
  if (selected && !options.some((option) => option.value === selected)) {
    options.unshift({
      value: selected,
      label: t(isPending ? 'catalog.filters.category.loading' : 'catalog.filters.category.unknown'),
    });
  }
  return [{ value: ALL_CATEGORIES, label: t('catalog.filters.category.all') }, ...options];
}

/**
 * The order options. The API's default order for the search is the empty value, so a form sent
 * without JavaScript leaves it to the server: a new search there is then ordered by best match.
 */
function sortChoices(
  filters: CatalogFilters,
  t: (id: MessageId) => string,
): { options: FilterOption<SortChoice>[]; value: SortChoice } {
  const defaultSort = effectiveSort({ sort: null, search: filters.search });
  // "Best match" needs words to match; without a search the API's default order is the newest.
  const options = SERVICE_ITEM_SORTS.filter((sort) => sort !== 'relevance' || filters.search.trim()).map(
    (sort): FilterOption<SortChoice> => ({
      value: sort === defaultSort ? DEFAULT_ORDER : sort,
      label: t(SORT_LABELS[sort]),
    }),
  );
  const sort = effectiveSort(filters);
  return { options, value: sort === defaultSort ? DEFAULT_ORDER : sort };
}

/** The filters a submitted form names, read the way the server reads the URL it would load. */
function submittedFilters(form: HTMLFormElement): FilterPatch {
  const fields = [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]);
  const { page: _page, ...filters } = parseCatalogFilters(new URLSearchParams(fields));
  return filters;
}

export function CatalogFilterBar({ filters, onChange, onClear }: CatalogFilterBarProps) {
  const t = useT();
  const categoryOptions = useCategoryOptions(filters.categoryId);
  const sort = sortChoices(filters, t);
  const typeOptions = TYPE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }));
  // The form's action and the Clear link are raw URLs the browser follows: under /ar in Arabic.
  const servicesHref = useHref(paths.services.getHref());
  const onPrice = useCallback((range: PriceRange) => onChange(range), [onChange]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(submittedFilters(event.currentTarget));
  };

  return (
    <Box
      component="form"
      method="get"
      action={servicesHref}
      onSubmit={submit}
      role="search"
      aria-label={t('catalog.filters.region')}
      sx={{ marginBlockEnd: 3 }}
    >
      {filters.providerId && <input type="hidden" name={CATALOG_PARAMS.providerId} value={filters.providerId} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SearchField
            label={t('catalog.filters.search')}
            name={CATALOG_PARAMS.search}
            value={filters.search}
            onSearch={(search) => onChange({ search })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SearchField
            label={t('catalog.filters.location')}
            placeholder={t('catalog.filters.locationPlaceholder')}
            clearLabel={t('catalog.filters.clearLocation')}
            name={CATALOG_PARAMS.address}
            value={filters.address}
            onSearch={(address) => onChange({ address })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSelect
            label={t('catalog.filters.sortBy')}
            name={CATALOG_PARAMS.sort}
            value={sort.value}
            options={sort.options}
            onChange={(picked) => onChange({ sort: picked === DEFAULT_ORDER ? null : picked })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSelect
            label={t('catalog.filters.typeLabel')}
            name={CATALOG_PARAMS.type}
            value={filters.type}
            options={typeOptions}
            onChange={(type) => onChange({ type })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSelect
            label={t('catalog.filters.categoryLabel')}
            name={CATALOG_PARAMS.categoryId}
            value={filters.categoryId}
            options={categoryOptions}
            onChange={(categoryId) => onChange({ categoryId })}
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
        <Stack direction="row" spacing={1}>
          {hasActiveFilters(filters) && (
            <Button variant="outlined" size="small" href={servicesHref} onClick={inPlace(onClear)}>
              {t('catalog.filters.clear')}
            </Button>
          )}
          {/* Applies everything at once; typing and picking apply by themselves once the app runs. */}
          <Button type="submit" variant="contained" size="small">
            {t('catalog.filters.submit')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
