import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ExportButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  TextField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { DateText } from '@/components/date-text';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { ProviderStateChip } from '@/portals/admin/components/provider-state/provider-state-chip';
import { ProviderStateTabs } from './provider-state-tabs';
import { STATE_LABELS } from '@/portals/admin/components/provider-state/provider-states';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search business or contact" />,
  <ReferenceInput
    key="category"
    source="BusinessCategoryId"
    reference="categories"
    sort={{ field: 'CategoryName', order: 'ASC' }}
  >
    <SelectInput label="Category" optionText="CategoryName" />
  </ReferenceInput>,
  <TextInput key="location" source="PrimaryLocation" label="Location" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

const contact = ({ UserDetails: user }: ProviderRecord) => `${user.FirstName} ${user.LastName}`.trim();

/** Pending first: the tab an admin needs most. Newest first; the API also sorts by business name. */
export default function ProviderList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ AccState: 'pending' }}
      actions={<Actions />}
      aside={<SavedQueriesAside />}
      // The table scrolls inside the page instead of widening it.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
      sort={{ field: 'CreatedAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <ProviderStateTabs />
      {phone ? (
        <SimpleList<ProviderRecord>
          primaryText={(record) => record.BusinessName}
          secondaryText={(record) => `${record.PrimaryLocation} · ${contact(record)}`}
          tertiaryText={(record) => STATE_LABELS[record.AccState]}
          linkType="show"
          empty={<p>No providers in this state match these filters.</p>}
        />
      ) : (
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={<p>No providers in this state match these filters.</p>}
        >
          <DataTable.Col source="BusinessName" label="Business" />
          <DataTable.Col<ProviderRecord> label="Contact" disableSort render={(record) => contact(record)} />
          <DataTable.Col source="UserDetails.Email" label="E-mail" disableSort />
          <DataTable.Col label="Category" disableSort>
            <ReferenceField source="BusinessCategoryId" reference="categories" link={false}>
              <TextField source="CategoryName" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="PrimaryLocation" label="Location" disableSort />
          <DataTable.Col source="AccState" label="State" disableSort>
            <ProviderStateChip />
          </DataTable.Col>
          <DataTable.Col source="CreatedAt" label="Joined">
            <DateText source="CreatedAt" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
