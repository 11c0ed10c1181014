import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ExportButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { useMemo } from 'react';
import { DateText } from '@/components/date-text';
import { useT } from '@/i18n/text';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { ProviderStateChip } from '@/portals/admin/components/provider-state/provider-state-chip';
import { ProviderStateTabs } from './provider-state-tabs';
import { useProviderStateLabel } from '@/portals/admin/components/provider-state/provider-states';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { providerCsvRow } from './provider-csv';
import { CategoryNameField } from '@/components/category-name';
import { PROVIDER_VERIFICATIONS } from '@marketplace/contract';
import { ProviderVerificationField } from '@/portals/admin/components/verification/verification-chips';
import {
  PROVIDER_VERIFICATION_LABELS,
  useProviderVerificationLabel,
} from '@/portals/admin/components/verification/verification-labels';

/** The list's filters, in the language on screen. */
function useProviderFilters() {
  const t = useT();
  // The same elements while the language stays (react-admin compares the filters between renders).
  return useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder={t('admin.providers.list.search')} />,
      <ReferenceInput
        key="category"
        source="BusinessCategoryId"
        reference="categories"
        sort={{ field: 'CategoryName', order: 'ASC' }}
      >
        <SelectInput label={t('admin.providers.list.category')} optionText="CategoryName" />
      </ReferenceInput>,
      <TextInput key="location" source="PrimaryLocation" label={t('admin.providers.list.location')} />,
      // Issue 38: businesses approved before verification sell without the badge until verified.
      <SelectInput
        key="verification"
        source="Verification"
        label={t('verification.admin.providers.filter')}
        choices={PROVIDER_VERIFICATIONS.map((verification) => ({
          id: verification,
          name: t(PROVIDER_VERIFICATION_LABELS[verification]),
        }))}
      />,
    ],
    [t],
  );
}

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

const contact = ({ UserDetails: user }: ProviderRecord) => `${user.FirstName} ${user.LastName}`.trim();

/** Pending first: the tab an admin needs most. Newest first; the API also sorts by business name. */
export default function ProviderList() {
  const t = useT();
  const exporter = useRowsExporter(providerCsvRow);
  const stateLabel = useProviderStateLabel();
  const verificationLabel = useProviderVerificationLabel();
  const filters = useProviderFilters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <p>{t('admin.providers.list.empty')}</p>;
  return (
    <List
      exporter={exporter}
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
          primaryText={(record) => <bdi>{record.BusinessName}</bdi>}
          secondaryText={(record) => `${record.PrimaryLocation} · ${contact(record)}`}
          tertiaryText={(record) => `${stateLabel(record.AccState)} · ${verificationLabel(record.Verification)}`}
          linkType="show"
          empty={empty}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} empty={empty}>
          <DataTable.Col<ProviderRecord>
            source="BusinessName"
            label={t('admin.providers.list.business')}
            render={(record) => <span dir="auto">{record.BusinessName}</span>}
          />
          <DataTable.Col<ProviderRecord>
            label={t('admin.providers.list.contact')}
            disableSort
            render={(record) => <span dir="auto">{contact(record)}</span>}
          />
          <DataTable.Col source="UserDetails.Email" label={t('admin.providers.list.email')} disableSort />
          <DataTable.Col label={t('admin.providers.list.category')} disableSort>
            <ReferenceField source="BusinessCategoryId" reference="categories" link={false}>
              <CategoryNameField />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col<ProviderRecord>
            source="PrimaryLocation"
            label={t('admin.providers.list.location')}
            disableSort
            render={(record) => <span dir="auto">{record.PrimaryLocation}</span>}
          />
          <DataTable.Col source="AccState" label={t('admin.providers.list.state')} disableSort>
            <ProviderStateChip />
          </DataTable.Col>
          <DataTable.Col source="Verification" label={t('verification.admin.providers.column')} disableSort>
            <ProviderVerificationField />
          </DataTable.Col>
          <DataTable.Col source="CreatedAt" label={t('admin.providers.list.joined')}>
            <DateText source="CreatedAt" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
