import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BOOKING_STATUSES, orderNumberForList } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import {
  AutocompleteInput,
  DataTable,
  ExportButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { useMemo } from 'react';
import { DateText } from '@/components/date-text';
import { useBookingStatusLabel, useFormat, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';
import type { AdminOrderRecord } from '@/portals/admin/data-provider/orders-resource';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { orderCsvRow } from './order-csv';
import { DayInput } from '@/components/day-picker';

/** The list's filters, in the language on screen. */
function useOrderFilters() {
  const t = useT();
  const statusLabel = useBookingStatusLabel();
  // The same elements while the language stays (react-admin compares the filters between renders).
  return useMemo(() => {
    const statusChoices = BOOKING_STATUSES.map((status) => ({ id: status, name: statusLabel(status) }));
    return [
      <SearchInput key="q" source="q" alwaysOn placeholder={t('admin.orders.list.search')} />,
      <SelectInput key="Status" source="Status" label={t('admin.orders.list.status')} choices={statusChoices} />,
      <ReferenceInput key="ProviderId" source="ProviderId" reference="providers">
        <AutocompleteInput
          label={t('admin.orders.list.provider')}
          optionText="BusinessName"
          filterToQuery={(q) => ({ q })}
        />
      </ReferenceInput>,
      <ReferenceInput key="CustomerId" source="CustomerId" reference="customers">
        <AutocompleteInput
          label={t('admin.orders.list.customer')}
          optionText={(record: CustomerRecord) => `${record.FirstName} ${record.LastName} (${record.Email})`}
          filterToQuery={(q) => ({ q })}
        />
      </ReferenceInput>,
      <DayInput key="from" source="from" label={t('admin.orders.list.placedFrom')} />,
      <DayInput key="to" source="to" label={t('admin.orders.list.placedUntil')} />,
    ];
  }, [t, statusLabel]);
}

const Status = ({ record }: { record: AdminOrderRecord }) => <StatusBadge kind="booking" status={record.Status} />;

const Customer = ({ record }: { record: AdminOrderRecord }) => (
  <Stack>
    <Typography variant="body2" dir="auto">
      {record.CustomerName}
    </Typography>
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {record.CustomerEmail}
    </Typography>
  </Stack>
);

export default function OrderList() {
  const t = useT();
  const exporter = useRowsExporter(orderCsvRow);
  const format = useFormat();
  const isolate = useIsolate();
  const filters = useOrderFilters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      exporter={exporter}
      filters={filters}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      sort={{ field: 'CreatedAt', order: 'DESC' }}
      perPage={25}
    >
      {phone ? (
        <SimpleList<AdminOrderRecord>
          primaryText={(record) =>
            `${isolate.ltr(`#${orderNumberForList(record.id)}`)} · ${isolate.auto(record.CustomerName)}`
          }
          secondaryText={(record) => `${format.date(record.CreatedAt)} · ${format.money(record.TotalPrice)}`}
          tertiaryText={(record) => <Status record={record} />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<AdminOrderRecord>
            label={t('admin.orders.list.number')}
            disableSort
            render={(record) => <bdi dir="ltr">#{orderNumberForList(record.id)}</bdi>}
          />
          <DataTable.Col source="CreatedAt" label={t('admin.orders.list.placed')}>
            <DateText source="CreatedAt" showTime />
          </DataTable.Col>
          <DataTable.Col<AdminOrderRecord>
            label={t('admin.orders.list.customer')}
            disableSort
            render={(record) => <Customer record={record} />}
          />
          <DataTable.Col<AdminOrderRecord>
            label={t('admin.orders.list.providers')}
            disableSort
            render={(record) => <span dir="auto">{record.ProviderNames.join(', ')}</span>}
          />
          <DataTable.Col source="ItemCount" label={t('admin.orders.list.items')} disableSort />
          <DataTable.Col<AdminOrderRecord>
            source="TotalPrice"
            label={t('admin.orders.list.total')}
            render={(record) => <MoneyText amount={record.TotalPrice} variant="body2" />}
          />
          <DataTable.Col<AdminOrderRecord>
            label={t('admin.orders.list.paid')}
            disableSort
            render={(record) =>
              record.IsPaymentSuccess ? t('admin.orders.list.isPaid') : t('admin.orders.list.unpaid')
            }
          />
          <DataTable.Col<AdminOrderRecord>
            label={t('admin.orders.list.status')}
            disableSort
            render={(record) => <Status record={record} />}
          />
        </DataTable>
      )}
    </List>
  );
}
