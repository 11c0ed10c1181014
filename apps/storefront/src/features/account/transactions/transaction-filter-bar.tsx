import { FilterSelect, SearchField } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import { useT } from '@/lib/text';
import { useTransactionFilterOptions, type TransactionFilters } from './transaction-filters';

export interface TransactionFilterBarProps {
  readonly filters: TransactionFilters;
  readonly onChange: (filters: TransactionFilters) => void;
}

/**
 * The box keeps what is typed (it is not handed the trimmed term back, which would eat a space
 * mid-word). Search (after the spec's 500 ms pause), type and status; one row on desktop, stacked on phones. */
export function TransactionFilterBar({ filters, onChange }: TransactionFilterBarProps) {
  const t = useT();
  const options = useTransactionFilterOptions();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
      <SearchField
        label={t('account.transactions.search')}
        placeholder={t('account.transactions.searchPlaceholder')}
        onSearch={(text) => onChange({ ...filters, search: text.trim() })}
        fullWidth
      />
      <FilterSelect
        label={t('account.transactions.type')}
        value={filters.type}
        options={options.type}
        onChange={(type) => onChange({ ...filters, type })}
        fullWidth
        sx={{ maxInlineSize: { md: 200 } }}
      />
      <FilterSelect
        label={t('account.transactions.status')}
        value={filters.status}
        options={options.status}
        onChange={(status) => onChange({ ...filters, status })}
        fullWidth
        sx={{ maxInlineSize: { md: 200 } }}
      />
    </Stack>
  );
}
