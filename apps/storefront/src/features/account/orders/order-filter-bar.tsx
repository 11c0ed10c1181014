import { FILTER_ALL, ORDER_SORTS, type OrderSort } from '@marketplace/contract';
import { BOOKING_STATUS_LABELS, FilterSelect, SearchField, useUiText, type FilterOption } from '@marketplace/ui';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import {
  hasActiveOrderFilters,
  ORDER_STATUS_FILTERS,
  type OrderFilters,
  type OrderStatusFilter,
} from './order-filters';
import type { OrderFilterPatch } from './use-order-filters';

// My Orders' controls. The page owns the values (they live in the URL); this bar reports changes.
// The search box applies after the 500 ms pause of spec section 9 (SearchField's default).

const SORT_LABELS: Record<OrderSort, MessageId> = { newest: 'account.orders.newest', oldest: 'account.orders.oldest' };

/** The status and sort choices in the page's language (the states' names are the design system's). */
function useOrderFilterOptions() {
  const t = useT();
  const ut = useUiText();
  return useMemo(() => {
    const status: readonly FilterOption<OrderStatusFilter>[] = ORDER_STATUS_FILTERS.map((value) => ({
      value,
      label: value === FILTER_ALL ? t('account.orders.allStatus') : ut(BOOKING_STATUS_LABELS[value]),
    }));
    const sort: readonly FilterOption<OrderSort>[] = ORDER_SORTS.map((value) => ({
      value,
      label: t(SORT_LABELS[value]),
    }));
    return { status, sort };
  }, [t, ut]);
}

export interface OrderFilterBarProps {
  readonly filters: OrderFilters;
  readonly onChange: (patch: OrderFilterPatch) => void;
  readonly onClear: () => void;
}

export function OrderFilterBar({ filters, onChange, onClear }: OrderFilterBarProps) {
  const t = useT();
  const options = useOrderFilterOptions();
  return (
    <Stack
      role="search"
      aria-label={t('account.orders.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, marginBlockEnd: 2 }}
    >
      <SearchField
        label={t('account.orders.search')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        fullWidth
        sx={{ flex: { md: 1 } }}
      />
      <FilterSelect
        label={t('account.orders.status')}
        value={filters.status}
        options={options.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label={t('account.orders.sort')}
        value={filters.sort}
        options={options.sort}
        onChange={(sort) => onChange({ sort })}
      />
      {hasActiveOrderFilters(filters) && (
        <Button variant="text" startIcon={<FilterAltOff />} onClick={onClear} sx={{ flexShrink: 0 }}>
          {t('account.orders.clear')}
        </Button>
      )}
    </Stack>
  );
}
