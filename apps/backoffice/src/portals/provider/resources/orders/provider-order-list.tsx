import { MoneyText } from '@marketplace/ui';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataTable,
  DateInput,
  defaultExporter,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useListContext,
  type Exporter,
} from 'react-admin';
import { DateText } from '@/components/date-text';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { OrderCards } from './order-cards';
import { CustomerCell, ItemStatusesCell, OrderNumberCell } from './order-cells';
import { csvRow } from './order-rules';
import { DEFAULT_TAB, ORDER_TABS, OrderStatusTabs } from './order-status-tabs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order number, item or customer" />,
  <DateInput key="from" source="from" label="Placed from" alwaysOn />,
  <DateInput key="to" source="to" label="Placed until" alwaysOn />,
];

const exporter: Exporter<ProviderOrderRecord> = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(records.map(csvRow), fetchRelated, dataProvider, resource);

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/** "No orders to confirm." and the like: the empty state names the tab. */
function useEmptyText(): string {
  const { filterValues } = useListContext();
  const tab = ORDER_TABS.find((t) => t.value === filterValues.Status);
  if (!tab || tab.value === 'all') return 'No paid orders for your listings yet.';
  return tab.value === DEFAULT_TAB ? 'No new requests to confirm.' : `No ${tab.label.toLowerCase()} orders.`;
}

function OrderRows() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = useEmptyText();
  if (phone) return <OrderCards empty={empty} />;
  return (
    <DataTable rowClick="show" bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{empty}</p>}>
      <DataTable.Col<ProviderOrderRecord>
        label="Order #"
        disableSort
        render={(record) => <OrderNumberCell record={record} />}
      />
      <DataTable.Col source="CreatedAt" label="Placed">
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col<ProviderOrderRecord>
        label="Customer"
        disableSort
        render={(record) => <CustomerCell record={record} />}
      />
      <DataTable.Col<ProviderOrderRecord>
        label="Your items"
        disableSort
        render={(record) => <ItemStatusesCell record={record} />}
      />
      <DataTable.Col<ProviderOrderRecord>
        source="ShareTotal"
        label="Your share"
        align="right"
        disableSort
        render={(record) => <MoneyText amount={record.ShareTotal} variant="body2" />}
      />
    </DataTable>
  );
}

/**
 * The provider's paid orders (only its items), newest first, opening on "To confirm": every paid
 * request is a customer waiting to hear from the provider. The notification stream refreshes the
 * list when a new one is paid (app/live/use-provider-order-badges.ts).
 */
export default function ProviderOrderList() {
  return (
    <List
      title="Orders"
      filters={filters}
      filterDefaultValues={{ Status: DEFAULT_TAB }}
      actions={<Actions />}
      exporter={exporter}
      sort={{ field: 'CreatedAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      // A wide table scrolls inside its card instead of widening the page.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <OrderStatusTabs />
      <OrderRows />
    </List>
  );
}
