import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CreateButton,
  DataTable,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { DateText } from '@/components/date-text';
import { useT } from '@/i18n/text';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { AdminStateChip, adminStateLabel, roleLabel, useAdminStateChoices } from './admin-states';
import { AdminStatusButton } from './admin-status-button';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { adminCsvRow } from './admin-csv';

function useFilters() {
  const t = useT();
  const states = useAdminStateChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('admin.admins.list.search')} />,
    <SelectInput key="Status" source="Status" label={t('admin.admins.list.status')} choices={states} />,
    <SelectInput
      key="Role"
      source="Role"
      label={t('admin.admins.list.role')}
      choices={[
        { id: 'admin', name: roleLabel('admin', t) },
        { id: 'superAdmin', name: roleLabel('superAdmin', t) },
      ]}
    />,
  ];
}

const Actions = () => {
  const t = useT();
  return (
    <TopToolbar>
      <CreateButton label={t('admin.admins.list.invite')} />
      <ExportButton />
    </TopToolbar>
  );
};

const Empty = () => {
  const t = useT();
  return <p style={{ padding: 16 }}>{t('admin.admins.list.empty')}</p>;
};

const fullName = (record: AdminUserRecord) => `${record.FirstName} ${record.LastName}`;

export default function AdminList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = useT();
  const exporter = useRowsExporter(adminCsvRow);
  const filters = useFilters();
  return (
    <List
      exporter={exporter}
      title={t('admin.admins.list.title')}
      filters={filters}
      actions={<Actions />}
      aside={<SavedQueriesAside />}
      sort={{ field: 'FirstName', order: 'ASC' }}
      perPage={25}
      empty={false}
      // A wide table scrolls inside its card instead of widening the page.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {phone ? (
        <SimpleList<AdminUserRecord>
          primaryText={(record) => <span dir="auto">{fullName(record)}</span>}
          // The state in words here (tertiary text is dimmed; the end side holds the action).
          secondaryText={(record) => (
            <>
              <bdi>{record.Email}</bdi> · {roleLabel(record.Role, t)} · {adminStateLabel(record.Status, t)}
            </>
          )}
          rightIcon={() => <AdminStatusButton />}
          linkType={false}
          empty={<Empty />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col<AdminUserRecord>
            source="FirstName"
            label={t('admin.admins.list.name')}
            render={(record) => <span dir="auto">{fullName(record)}</span>}
          />
          <DataTable.Col source="Email" label={t('admin.admins.list.email')} />
          <DataTable.Col<AdminUserRecord>
            source="Role"
            label={t('admin.admins.list.role')}
            render={(record) => roleLabel(record.Role, t)}
          />
          <DataTable.Col<AdminUserRecord>
            source="Status"
            label={t('admin.admins.list.status')}
            render={(record) => <AdminStateChip status={record.Status} />}
          />
          <DataTable.Col source="LastLoginAt" label={t('admin.admins.list.lastSignIn')}>
            <DateText source="LastLoginAt" showTime emptyText={t('admin.admins.list.never')} />
          </DataTable.Col>
          <DataTable.Col label={t('admin.admins.list.actions')} disableSort render={() => <AdminStatusButton />} />
        </DataTable>
      )}
    </List>
  );
}
