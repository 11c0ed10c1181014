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
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { ADMIN_STATE_CHOICES, AdminStateChip, adminStateLabel, roleLabel } from './admin-states';
import { AdminStatusButton } from './admin-status-button';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search admins" />,
  <SelectInput key="Status" source="Status" label="Status" choices={ADMIN_STATE_CHOICES} />,
  <SelectInput
    key="Role"
    source="Role"
    label="Role"
    choices={[
      { id: 'admin', name: 'Admin' },
      { id: 'superAdmin', name: 'Super admin' },
    ]}
  />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Invite admin" />
    <ExportButton />
  </TopToolbar>
);

const Empty = () => <p style={{ padding: 16 }}>No admins match.</p>;

export default function AdminList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Admins"
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
          primaryText={(record) => `${record.FirstName} ${record.LastName}`}
          // The state in words here (tertiary text is dimmed; the right side holds the action).
          secondaryText={(record) => `${record.Email} · ${roleLabel(record.Role)} · ${adminStateLabel(record.Status)}`}
          rightIcon={() => <AdminStatusButton />}
          linkType={false}
          empty={<Empty />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col<AdminUserRecord>
            source="FirstName"
            label="Name"
            render={(record) => `${record.FirstName} ${record.LastName}`}
          />
          <DataTable.Col source="Email" label="E-mail" />
          <DataTable.Col<AdminUserRecord> source="Role" render={(record) => roleLabel(record.Role)} />
          <DataTable.Col<AdminUserRecord>
            source="Status"
            render={(record) => <AdminStateChip status={record.Status} />}
          />
          <DataTable.Col source="LastLoginAt" label="Last sign-in">
            <DateText source="LastLoginAt" showTime emptyText="Never" />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort render={() => <AdminStatusButton />} />
        </DataTable>
      )}
    </List>
  );
}
