import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { ExportButton, FilterButton, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { SavedQueriesAside } from '@/portals/admin/components/saved-queries-aside';
import { fullName, joinedText, verifiedText, yesNo } from './customer-texts';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';

// The grid is the heaviest dependency of the back office: it loads when a desktop list first
// renders, never on phones and never with the app's first page.
const CustomerGrid = lazy(() => import('./customer-grid'));
// Not react-admin's <Loading> while it loads: axe finds an unnamed progress bar and grey text below
// the contrast minimum in it.

const stateFilters = [
  <SelectInput key="IsActive" source="IsActive" label="Verified" choices={yesNo} />,
  <SelectInput
    key="IsDeleted"
    source="IsDeleted"
    label="Deleted"
    choices={yesNo}
    helperText="Deleted customers are listed only when asked for"
  />,
];
// On desktop the grid's own quick search edits the same `q` filter.
const phoneFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail, phone" />,
  ...stateFilters,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

export default function CustomerList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={phone ? phoneFilters : stateFilters}
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
          primaryText={(record) => fullName(record)}
          secondaryText={(record) => record.Email}
          tertiaryText={(record) =>
            `${record.IsDeleted ? 'Deleted · ' : ''}${verifiedText(record)} · joined ${joinedText(record.CreatedAt)}`
          }
          linkType="show"
          empty={<p>No customers match these filters.</p>}
        />
      ) : (
        <Suspense fallback={<LoadingSkeleton label="Loading customers" height={360} />}>
          <CustomerGrid />
        </Suspense>
      )}
    </List>
  );
}
