import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ExportButton,
  DataTable,
  DateInput,
  defaultExporter,
  FilterButton,
  List,
  TextInput,
  TopToolbar,
  type Exporter,
} from 'react-admin';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { ActorCell, TargetCell } from './audit-cells';
import { AuditDiff } from './audit-diff';
import { AuditPhoneList } from './audit-phone-list';
import { csvRow, endOfDay, startOfDay, whenText } from './audit-texts';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';

const EMPTY = 'No audit entries match these filters.';

const filters = [
  <TextInput key="Action" source="Action" label="Action" helperText="Exact, e.g. provider.approve" />,
  <TextInput key="TargetType" source="TargetType" label="Target type" helperText="e.g. customer, provider" />,
  <TextInput key="TargetId" source="TargetId" label="Target id" />,
  <TextInput key="ActorUserId" source="ActorUserId" label="Actor user id" />,
  <DateInput key="from" source="from" label="From" parse={startOfDay} />,
  <DateInput key="to" source="to" label="To" parse={endOfDay} />,
];

const exporter: Exporter<AuditEntryRecord> = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(records.map(csvRow), fetchRelated, dataProvider, resource);

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/** Read-only, newest first (the API's only order); a row opens to show its before/after diff. */
export default function AuditList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Audit log"
      filters={filters}
      actions={<Actions />}
      aside={<SavedQueriesAside />}
      // The table scrolls inside the page instead of widening it.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
      exporter={exporter}
      sort={{ field: 'CreatedAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      {phone ? (
        <AuditPhoneList empty={EMPTY} />
      ) : (
        <DataTable
          expand={<AuditDiff />}
          expandSingle
          bulkActionButtons={false}
          rowClick="expand"
          empty={<p>{EMPTY}</p>}
        >
          <DataTable.Col<AuditEntryRecord>
            source="CreatedAt"
            label="Date"
            disableSort
            render={(record) => whenText(record.CreatedAt)}
          />
          <DataTable.Col label="Actor" disableSort>
            <ActorCell />
          </DataTable.Col>
          <DataTable.Col source="Action" label="Action" disableSort />
          <DataTable.Col label="Target" disableSort>
            <TargetCell />
          </DataTable.Col>
          <DataTable.Col source="Reason" label="Reason" disableSort />
          <DataTable.Col source="Ip" label="IP" disableSort />
        </DataTable>
      )}
    </List>
  );
}
