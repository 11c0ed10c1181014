import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BOOKING_STATUSES, type BookingStatus } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  ExportButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { DateText } from '@/components/date-text';
import { formatDate } from '@/components/dates';
import { orderNumber } from './order-number';
import { bookingStatusLabel } from '@/i18n';

const STATUS_CHOICES = BOOKING_STATUSES.map((status) => ({
  id: status,
  name: bookingStatusLabel(status),
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order number, customer name or e-mail" />,
  <SelectInput key="Status" source="Status" label="Status" choices={STATUS_CHOICES} />,
  <ReferenceInput key="ProviderId" source="ProviderId" reference="providers">
    <AutocompleteInput label="Provider" optionText="BusinessName" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="CustomerId" source="CustomerId" reference="customers">
    <AutocompleteInput
      label="Customer"
      optionText={(record: RaRecord) => `${record.FirstName} ${record.LastName} (${record.Email})`}
      filterToQuery={(q) => ({ q })}
    />
  </ReferenceInput>,
  <DateInput key="from" source="from" label="Placed from" />,
  <DateInput key="to" source="to" label="Placed until" />,
];

const Status = ({ record }: { record: { Status?: unknown } }) => (
  <StatusBadge kind="booking" status={record.Status as BookingStatus} />
);

const Customer = ({ record }: { record: { CustomerName?: unknown; CustomerEmail?: unknown } }) => (
  <Stack>
    <Typography variant="body2">{String(record.CustomerName)}</Typography>
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {String(record.CustomerEmail)}
    </Typography>
  </Stack>
);

export default function OrderList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
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
        <SimpleList
          primaryText={(record) => `#${orderNumber(String(record.id))} · ${String(record.CustomerName)}`}
          secondaryText={(record) => `${formatDate(record.CreatedAt)} · ${Number(record.TotalPrice).toFixed(3)} BHD`}
          tertiaryText={(record) => <Status record={record} />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col label="Order #" disableSort render={(record) => `#${orderNumber(String(record.id))}`} />
          <DataTable.Col source="CreatedAt" label="Placed">
            <DateText source="CreatedAt" showTime />
          </DataTable.Col>
          <DataTable.Col label="Customer" disableSort render={(record) => <Customer record={record} />} />
          <DataTable.Col
            label="Providers"
            disableSort
            render={(record) => (record.ProviderNames as string[]).join(', ')}
          />
          <DataTable.Col source="ItemCount" label="Items" disableSort />
          <DataTable.Col
            source="TotalPrice"
            label="Total"
            render={(record) => <MoneyText amount={Number(record.TotalPrice)} variant="body2" />}
          />
          <DataTable.Col label="Paid" disableSort render={(record) => (record.IsPaymentSuccess ? 'Paid' : 'Unpaid')} />
          <DataTable.Col label="Status" disableSort render={(record) => <Status record={record} />} />
        </DataTable>
      )}
    </List>
  );
}
