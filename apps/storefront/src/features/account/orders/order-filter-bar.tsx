import { FILTER_ALL, ORDER_SORTS, type OrderSort } from '@marketplace/contract';
import { BOOKING_STATUS_LABELS, FilterSelect, SearchField, type FilterOption } from '@marketplace/ui';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  hasActiveOrderFilters,
  ORDER_STATUS_FILTERS,
  type OrderFilters,
  type OrderStatusFilter,
} from './order-filters';
import type { OrderFilterPatch } from './use-order-filters';

// My Orders' controls. The page owns the values (they live in the URL); this bar reports changes.
// The search box applies after the 500 ms pause of spec section 9 (SearchField's default).

const STATUS_OPTIONS: readonly FilterOption<OrderStatusFilter>[] = ORDER_STATUS_FILTERS.map((status) => ({
  value: status,
  label: status === FILTER_ALL ? 'All Status' : BOOKING_STATUS_LABELS[status],
}));

const SORT_LABELS: Record<OrderSort, string> = { newest: 'Newest First', oldest: 'Oldest First' };
const SORT_OPTIONS: readonly FilterOption<OrderSort>[] = ORDER_SORTS.map((sort) => ({
  value: sort,
  label: SORT_LABELS[sort],
}));

export interface OrderFilterBarProps {
  readonly filters: OrderFilters;
  readonly onChange: (patch: OrderFilterPatch) => void;
  readonly onClear: () => void;
}

export function OrderFilterBar({ filters, onChange, onClear }: OrderFilterBarProps) {
  return (
    <Stack
      role="search"
      aria-label="Search and filter orders"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, marginBlockEnd: 2 }}
    >
      <SearchField
        label="Search orders"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        fullWidth
        sx={{ flex: { md: 1 } }}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Sort by"
        value={filters.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ sort })}
      />
      {hasActiveOrderFilters(filters) && (
        <Button variant="text" startIcon={<FilterAltOff />} onClick={onClear} sx={{ flexShrink: 0 }}>
          Clear Filters
        </Button>
      )}
    </Stack>
  );
}
