import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback } from 'react';
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
import { useFormat, useT } from '@/i18n/text';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { SelectableDataTable } from '@/components/selectable-data-table/selectable-data-table';
import { InquiryBulkActions } from './inquiry-bulk-actions';
import { InquiryDeleteButton } from './inquiry-delete-button';
import { InquiryMessage } from './inquiry-message';
import { InquiryStatusSelect } from '@/portals/admin/components/inquiry-status/inquiry-status-select';
import { InquiryStatusChip, useInquiryStatusChoices } from '@/portals/admin/components/inquiry-status/inquiry-statuses';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { inquiryCsvRow } from './inquiry-csv';

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

const Aside = () => {
  const t = useT();
  const choices = useInquiryStatusChoices();
  return (
    <SavedQueriesAside>
      <FilterList label={t('admin.inquiries.list.status')} icon={<MailOutline />}>
        {choices.map((choice) => (
          <FilterListItem key={choice.id} label={choice.name} value={{ Status: choice.id }} />
        ))}
      </FilterList>
    </SavedQueriesAside>
  );
};

/** Name, e-mail (a mailto link) and phone in one column, so the table fits beside the sidebar. */
function InquirySender() {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  return (
    <Stack>
      <span dir="auto">{record.Name}</span>
      <EmailField source="Email" onClick={(event) => event.stopPropagation()} />
      {record.Phone ? <span dir="ltr">{record.Phone}</span> : null}
    </Stack>
  );
}

const Empty = () => {
  const t = useT();
  return <p style={{ padding: 16 }}>{t('admin.inquiries.list.empty')}</p>;
};

export default function InquiryList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = useT();
  const exporter = useRowsExporter(inquiryCsvRow);
  const format = useFormat();
  const choices = useInquiryStatusChoices();
  const filters = [
    <SelectInput
      key="Status"
      source="Status"
      label={t('admin.inquiries.list.status')}
      choices={choices}
      alwaysOn
      emptyText={t('admin.inquiries.list.all')}
    />,
  ];
  // Named like the row's other controls ("Delete inquiry “…” from …").
  const rowSelectLabel = useCallback(
    (record: InquiryRecord) => t('admin.inquiries.list.selectRow', { subject: record.Subject, name: record.Name }),
    [t],
  );
  return (
    <List
      exporter={exporter}
      title={t('admin.inquiries.list.title')}
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
          primaryText={(record) => <span dir="auto">{record.Subject}</span>}
          secondaryText={(record) => (
            <>
              <bdi>{record.Name}</bdi> · {format.date(record.CreatedAt)}
            </>
          )}
          // The chip sits at the end at full contrast (tertiary text is dimmed).
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
          <DataTable.Col
            source="Name"
            label={t('admin.inquiries.list.from')}
            disableSort
            render={() => <InquirySender />}
          />
          <DataTable.Col<InquiryRecord>
            source="Subject"
            label={t('admin.inquiries.list.subject')}
            disableSort
            render={(record) => <span dir="auto">{record.Subject}</span>}
          />
          <DataTable.Col
            source="Status"
            label={t('admin.inquiries.list.status')}
            disableSort
            render={() => <InquiryStatusSelect />}
          />
          <DataTable.Col source="CreatedAt" label={t('admin.inquiries.list.received')} disableSort>
            <DateText source="CreatedAt" showTime />
          </DataTable.Col>
          <DataTable.Col label={t('admin.inquiries.list.actions')} disableSort render={() => <InquiryDeleteButton />} />
        </SelectableDataTable>
      )}
    </List>
  );
}
