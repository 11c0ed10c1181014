import { MoneyText } from '@marketplace/ui';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, ExportButton, List, SearchInput, TopToolbar, useListContext, type Exporter } from 'react-admin';
import { useMemo } from 'react';
import { DateText } from '@/components/date-text';
import { useBookingStatusLabel, useT } from '@/i18n/text';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { OrderCards } from './order-cards';
import { CustomerCell, ItemStatusesCell, OrderNumberCell } from './order-cells';
import { csvRow } from './order-rules';
import { DEFAULT_TAB, ORDER_TABS, OrderStatusTabs } from './order-status-tabs';
import { rowsExporter } from '@/components/csv';
import { DayInput } from '@/components/day-picker';

/** Search and the days placed; built where they show, so their labels follow the language. */
function useFilters() {
  const t = useT();
  return useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder={t('provider.orders.list.search')} />,
      <DayInput key="from" source="from" label={t('provider.orders.list.placedFrom')} alwaysOn />,
      <DayInput key="to" source="to" label={t('provider.orders.list.placedUntil')} alwaysOn />,
    ],
    [t],
  );
}

/** The CSV: headers and status words in the language on screen, values as a spreadsheet reads them. */
function useExporter(): Exporter<ProviderOrderRecord> {
  const t = useT();
  const statusLabel = useBookingStatusLabel();
  return useMemo(() => rowsExporter<ProviderOrderRecord>((record) => csvRow(record, t, statusLabel)), [t, statusLabel]);
}

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/** "No new requests to confirm." and the like: the empty state names the tab. */
function useEmptyText(): string {
  const t = useT();
  const { filterValues } = useListContext();
  const tab = ORDER_TABS.find((each) => each.value === filterValues.Status);
  return t(tab ? tab.empty : 'provider.orders.empty.all');
}

function OrderRows() {
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = useEmptyText();
  if (phone) return <OrderCards empty={empty} />;
  return (
    <DataTable rowClick="show" bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{empty}</p>}>
      <DataTable.Col<ProviderOrderRecord>
        label={t('provider.orders.list.order')}
        disableSort
        render={(record) => <OrderNumberCell record={record} />}
      />
      <DataTable.Col source="CreatedAt" label={t('provider.orders.list.placed')}>
        <DateText source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col<ProviderOrderRecord>
        label={t('provider.orders.list.customer')}
        disableSort
        render={(record) => <CustomerCell record={record} />}
      />
      <DataTable.Col<ProviderOrderRecord>
        label={t('provider.orders.list.items')}
        disableSort
        render={(record) => <ItemStatusesCell record={record} />}
      />
      <DataTable.Col<ProviderOrderRecord>
        source="ShareTotal"
        label={t('provider.orders.list.share')}
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
  const t = useT();
  const filters = useFilters();
  const exporter = useExporter();
  return (
    <List
      title={t('provider.orders.list.title')}
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
