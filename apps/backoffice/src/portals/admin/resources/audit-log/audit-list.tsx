import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ExportButton, DataTable, FilterButton, List, TextInput, TopToolbar } from 'react-admin';
import { useFormat, useT } from '@/i18n/text';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { ActionCell, ActorCell, TargetCell } from './audit-cells';
import { AuditDiff } from './audit-diff';
import { AuditPhoneList } from './audit-phone-list';
import { csvRow } from './audit-texts';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { DayInput } from '@/components/day-picker';

function useFilters() {
  const t = useT();
  return [
    <TextInput
      key="Action"
      source="Action"
      label={t('admin.audit.filter.action')}
      helperText={t('admin.audit.filter.actionHelp')}
    />,
    <TextInput
      key="TargetType"
      source="TargetType"
      label={t('admin.audit.filter.targetType')}
      helperText={t('admin.audit.filter.targetTypeHelp')}
    />,
    <TextInput key="TargetId" source="TargetId" label={t('admin.audit.filter.targetId')} />,
    <TextInput key="ActorUserId" source="ActorUserId" label={t('admin.audit.filter.actorUserId')} />,
    <DayInput key="from" source="from" label={t('admin.audit.filter.from')} />,
    <DayInput key="to" source="to" label={t('admin.audit.filter.to')} />,
  ];
}

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/** Read-only, newest first (the API's only order); a row opens to show its before/after diff. */
export default function AuditList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = useT();
  const format = useFormat();
  const filters = useFilters();
  const exporter = useRowsExporter(csvRow);
  const empty = t('admin.audit.list.empty');
  return (
    <List
      title={t('admin.audit.list.title')}
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
        <AuditPhoneList empty={empty} />
      ) : (
        <DataTable
          expand={<AuditDiff />}
          expandSingle
          bulkActionButtons={false}
          rowClick="expand"
          empty={<p>{empty}</p>}
        >
          <DataTable.Col<AuditEntryRecord>
            source="CreatedAt"
            label={t('admin.audit.list.date')}
            disableSort
            render={(record) => format.dateTime(record.CreatedAt)}
          />
          <DataTable.Col label={t('admin.audit.list.actor')} disableSort>
            <ActorCell />
          </DataTable.Col>
          <DataTable.Col<AuditEntryRecord>
            source="Action"
            label={t('admin.audit.filter.action')}
            disableSort
            render={(record) => <ActionCell record={record} />}
          />
          <DataTable.Col label={t('admin.audit.list.target')} disableSort>
            <TargetCell />
          </DataTable.Col>
          <DataTable.Col<AuditEntryRecord>
            source="Reason"
            label={t('admin.audit.list.reason')}
            disableSort
            render={(record) => <span dir="auto">{record.Reason}</span>}
          />
          <DataTable.Col<AuditEntryRecord>
            source="Ip"
            label={t('admin.audit.list.ip')}
            disableSort
            render={(record) => <span dir="ltr">{record.Ip}</span>}
          />
        </DataTable>
      )}
    </List>
  );
}
