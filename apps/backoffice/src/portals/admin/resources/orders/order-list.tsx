import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BOOKING_STATUSES, orderNumberForList } from '@marketplace/contract';
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
} from 'react-admin';
import { DateText } from '@/components/date-text';
import { formatDate } from '@/components/dates';
import { bookingStatusLabel } from '@/i18n';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';
import type { AdminOrderRecord } from '@/portals/admin/data-provider/orders-resource';

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
      optionText={(record: CustomerRecord) => `${record.FirstName} ${record.LastName} (${record.Email})`}
      filterToQuery={(q) => ({ q })}
    />
  </ReferenceInput>,
  <DateInput key="from" source="from" label="Placed from" />,
  <DateInput key="to" source="to" label="Placed until" />,
];

const Status = ({ record }: { record: AdminOrderRecord }) => <StatusBadge kind="booking" status={record.Status} />;

const Customer = ({ record }: { record: AdminOrderRecord }) => (
  <Stack>
    <Typography variant="body2">{record.CustomerName}</Typography>
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {record.CustomerEmail}
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
        <SimpleList<AdminOrderRecord>
          primaryText={(record) => `#${orderNumberForList(record.id)} · ${record.CustomerName}`}
          secondaryText={(record) => `${formatDate(record.CreatedAt)} · ${record.TotalPrice.toFixed(3)} BHD`}
          tertiaryText={(record) => <Status record={record} />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<AdminOrderRecord>
            label="Order #"
            disableSort
            render={(record) => `#${orderNumberForList(record.id)}`}
          />
          <DataTable.Col source="CreatedAt" label="Placed">
            <DateText source="CreatedAt" showTime />
          </DataTable.Col>
          <DataTable.Col<AdminOrderRecord>
            label="Customer"
            disableSort
            render={(record) => <Customer record={record} />}
          />
          <DataTable.Col<AdminOrderRecord>
            label="Providers"
            disableSort
            render={(record) => record.ProviderNames.join(', ')}
          />
          <DataTable.Col source="ItemCount" label="Items" disableSort />
          <DataTable.Col<AdminOrderRecord>
            source="TotalPrice"
            label="Total"
            render={(record) => <MoneyText amount={record.TotalPrice} variant="body2" />}
          />
          <DataTable.Col<AdminOrderRecord>
            label="Paid"
            disableSort
            render={(record) => (record.IsPaymentSuccess ? 'Paid' : 'Unpaid')}
          />
          <DataTable.Col<AdminOrderRecord> label="Status" disableSort render={(record) => <Status record={record} />} />
        </DataTable>
      )}
    </List>
  );
}
