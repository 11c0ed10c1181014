import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { ExportButton, FilterButton, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { useFormat, useT } from '@/i18n/text';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { fullName, verifiedText, yesNoChoices } from './customer-texts';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { customerCsvRow } from './customer-csv';

// The grid is the heaviest dependency of the back office: it loads when a desktop list first
// renders, never on phones and never with the app's first page.
const CustomerGrid = lazy(() => import('./customer-grid'));
// Not react-admin's <Loading> while it loads: axe finds an unnamed progress bar and grey text below
// the contrast minimum in it.

/** The verified and deleted filters; on phones the search box too (on desktop the grid's own quick search edits `q`). */
function useFilters(phone: boolean) {
  const t = useT();
  const yesNo = yesNoChoices(t);
  const states = [
    <SelectInput key="IsActive" source="IsActive" label={t('admin.customers.verified')} choices={yesNo} />,
    <SelectInput
      key="IsDeleted"
      source="IsDeleted"
      label={t('admin.customers.deleted')}
      choices={yesNo}
      helperText={t('admin.customers.filter.deletedHelp')}
    />,
  ];
  return phone
    ? [<SearchInput key="q" source="q" alwaysOn placeholder={t('admin.customers.filter.search')} />, ...states]
    : states;
}

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

export default function CustomerList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = useT();
  const exporter = useRowsExporter(customerCsvRow);
  const format = useFormat();
  const filters = useFilters(phone);
  return (
    <List
      exporter={exporter}
      filters={filters}
      actions={<Actions />}
      aside={<SavedQueriesAside />}
      // The table scrolls inside the page instead of widening it.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
      sort={{ field: 'CreatedAt', order: 'DESC' }}
      perPage={25}
      // The grid pages itself (its footer drives page and perPage); the phone list uses react-admin's.
      pagination={phone ? undefined : false}
      empty={false}
    >
      {phone ? (
        <SimpleList<CustomerRecord>
          primaryText={(record) => <span dir="auto">{fullName(record)}</span>}
          secondaryText={(record) => <bdi>{record.Email}</bdi>}
          tertiaryText={(record) =>
            [
              record.IsDeleted ? t('admin.customers.deleted') : null,
              verifiedText(record, t),
              t('admin.customers.list.joined', { date: format.date(record.CreatedAt) }),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          linkType="show"
          empty={<p>{t('admin.customers.list.empty')}</p>}
        />
      ) : (
        <Suspense fallback={<LoadingSkeleton label={t('admin.customers.list.loading')} height={360} />}>
          <CustomerGrid />
        </Suspense>
      )}
    </List>
  );
}
