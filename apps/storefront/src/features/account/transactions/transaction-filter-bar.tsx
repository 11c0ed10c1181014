import { FilterSelect, SearchField } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import { STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS, type TransactionFilters } from './transaction-filters';

export interface TransactionFilterBarProps {
  readonly filters: TransactionFilters;
  readonly onChange: (filters: TransactionFilters) => void;
}

/**
 * The box keeps what is typed (it is not handed the trimmed term back, which would eat a space
 * mid-word). Search (after the spec's 500 ms pause), type and status; one row on desktop, stacked on phones. */
export function TransactionFilterBar({ filters, onChange }: TransactionFilterBarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
      <SearchField
        label="Search transactions"
        placeholder="Search transactions..."
        onSearch={(text) => onChange({ ...filters, search: text.trim() })}
        fullWidth
      />
      <FilterSelect
        label="Type"
        value={filters.type}
        options={TYPE_FILTER_OPTIONS}
        onChange={(type) => onChange({ ...filters, type })}
        fullWidth
        sx={{ maxInlineSize: { md: 200 } }}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(status) => onChange({ ...filters, status })}
        fullWidth
        sx={{ maxInlineSize: { md: 200 } }}
      />
    </Stack>
  );
}
