import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { ExportButton, List, TopToolbar } from 'react-admin';
import { useT } from '@/i18n/text';
import { BalanceFigures } from '@/portals/provider/components/balance-figures';
import { earningCsvRow } from './earning-csv';
import { EarningRows } from './earning-rows';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { DayInput } from '@/components/day-picker';

/** Whole days; built where they show, so their labels follow the language. */
function useFilters() {
  const t = useT();
  return useMemo(
    () => [
      <DayInput key="from" source="from" label={t('provider.earnings.list.from')} alwaysOn />,
      <DayInput key="to" source="to" label={t('provider.earnings.list.until')} alwaysOn />,
    ],
    [t],
  );
}

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/**
 * The earnings ledger: per completed item the gross (its price), the platform's commission and
 * the net the provider keeps, newest first; filtered by whole days; the CSV has the same columns.
 */
export default function EarningsList() {
  const t = useT();
  const filters = useFilters();
  const exporter = useRowsExporter(earningCsvRow);
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <BalanceFigures />
      </Box>
      <List
        title={t('provider.earnings.list.title')}
        filters={filters}
        actions={<Actions />}
        exporter={exporter}
        perPage={25}
        empty={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <EarningRows />
      </List>
    </>
  );
}
