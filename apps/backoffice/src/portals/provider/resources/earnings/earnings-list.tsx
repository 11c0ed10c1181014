import Box from '@mui/material/Box';
import { DateInput, defaultExporter, ExportButton, List, TopToolbar, type Exporter } from 'react-admin';
import { BalanceFigures } from '@/portals/provider/components/balance-figures';
import type { EarningRecord } from '@/portals/provider/data-provider/earnings-resource';
import { earningCsvRow } from './earning-csv';
import { EarningRows } from './earning-rows';

const filters = [
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="Until" alwaysOn />,
];

const exporter: Exporter<EarningRecord> = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(records.map(earningCsvRow), fetchRelated, dataProvider, resource);

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
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <BalanceFigures />
      </Box>
      <List
        title="Earnings"
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
