import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataTable,
  EmailField,
  ExportButton,
  FilterList,
  FilterListItem,
  List,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { DateText } from '@/components/date-text';
import { formatDate } from '@/components/dates';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { SelectableDataTable } from '@/components/selectable-data-table/selectable-data-table';
import { InquiryBulkActions } from './inquiry-bulk-actions';
import { InquiryDeleteButton } from './inquiry-delete-button';
import { InquiryMessage } from './inquiry-message';
import { InquiryStatusSelect } from '@/portals/admin/components/inquiry-status/inquiry-status-select';
import { INQUIRY_STATUS_CHOICES, InquiryStatusChip } from '@/portals/admin/components/inquiry-status/inquiry-statuses';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';

const filters = [
  <SelectInput key="Status" source="Status" label="Status" choices={INQUIRY_STATUS_CHOICES} alwaysOn emptyText="All" />,
];

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

const Aside = () => (
  <SavedQueriesAside>
    <FilterList label="Status" icon={<MailOutline />}>
      {INQUIRY_STATUS_CHOICES.map((choice) => (
        <FilterListItem key={choice.id} label={choice.name} value={{ Status: choice.id }} />
      ))}
    </FilterList>
  </SavedQueriesAside>
);

/** Name, e-mail (a mailto link) and phone in one column, so the table fits beside the sidebar. */
function InquirySender() {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  return (
    <Stack>
      <span>{record.Name}</span>
      <EmailField source="Email" onClick={(event) => event.stopPropagation()} />
      {record.Phone ? <span>{record.Phone}</span> : null}
    </Stack>
  );
}

// Named like the row's other controls ("Delete inquiry “…” from …").
const rowSelectLabel = (record: InquiryRecord) => `Select inquiry “${record.Subject}” from ${record.Name}`;

const Empty = () => <p style={{ padding: 16 }}>No inquiries with this status.</p>;

export default function InquiryList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Inquiries"
      filters={filters}
      actions={<Actions />}
      aside={<Aside />}
      perPage={25}
      empty={false}
      // A wide table scrolls inside its card instead of widening the page.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {phone ? (
        <SimpleList<InquiryRecord>
          primaryText={(record) => record.Subject}
          secondaryText={(record) => `${record.Name} · ${formatDate(record.CreatedAt)}`}
          // The chip sits on the right at full contrast (tertiary text is dimmed).
          rightIcon={(record) => <InquiryStatusChip status={record.Status} />}
          linkType="show"
          empty={<Empty />}
        />
      ) : (
        // The API answers newest first and sorts by nothing else.
        <SelectableDataTable<InquiryRecord>
          rowClick="expand"
          expand={<InquiryMessage />}
          bulkActionButtons={<InquiryBulkActions />}
          empty={<Empty />}
          rowSelectLabel={rowSelectLabel}
        >
          <DataTable.Col source="Name" label="From" disableSort render={() => <InquirySender />} />
          <DataTable.Col source="Subject" disableSort />
          <DataTable.Col source="Status" disableSort render={() => <InquiryStatusSelect />} />
          <DataTable.Col source="CreatedAt" label="Received" disableSort>
            <DateText source="CreatedAt" showTime />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort render={() => <InquiryDeleteButton />} />
        </SelectableDataTable>
      )}
    </List>
  );
}
