import { formatBhd } from '@marketplace/contract';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, List, ReferenceInput, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { SelectableDataTable } from '@/components/selectable-data-table/selectable-data-table';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';
import { ListingBulkAvailability } from './listing-bulk-availability';
import { ListingDeleteButton } from './listing-delete-button';
import {
  AVAILABILITY_CHOICES,
  AVAILABILITY_LABELS,
  AvailabilityChip,
  isDiscontinued,
  publicStateLabel,
  STOCK_CHOICES,
  StockText,
  TYPE_CHOICES,
  TYPE_LABELS,
} from './listing-labels';
import { ListingListActions, PublishBlockBanner } from './listing-list-actions';
import { usePublishBlock } from './use-publish-block';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search listings" />,
  <SelectInput key="Type" source="Type" label="Type" choices={TYPE_CHOICES} emptyText="All" alwaysOn />,
  <ReferenceInput
    label="Category"
    key="CategoryId"
    source="CategoryId"
    reference="categories"
    sort={{ field: 'CategoryName', order: 'ASC' }}
  >
    <SelectInput label="Category" optionText="CategoryName" emptyText="All" />
  </ReferenceInput>,
  <SelectInput
    key="Availability"
    source="Availability"
    label="Availability"
    choices={AVAILABILITY_CHOICES}
    emptyText="All"
  />,
  <SelectInput key="stock" source="stock" label="Stock" choices={STOCK_CHOICES} emptyText="All" />,
];

const price = (record: ListingRecord) => formatBhd(record.Price, 3);

/** The provider's listings: filters, CSV export, bulk availability, and why Create is off. */
export default function ListingList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const block = usePublishBlock();
  const active = !block.loading && block.reason === null;
  return (
    <>
      <PublishBlockBanner block={block} />
      <List
        resource="listings"
        title="Listings"
        filters={filters}
        actions={<ListingListActions block={block} />}
        sort={{ field: 'CreatedAt', order: 'DESC' }}
        perPage={10}
        // Not react-admin's empty page: its own Create button would ignore why Create is off, and
        // the toolbar (Import CSV, the reason) stays in reach.
        empty={false}
      >
        {phone ? (
          <SimpleList<ListingRecord>
            primaryText={(record) => record.Name}
            secondaryText={(record) =>
              `${TYPE_LABELS[record.Type] ?? ''} · ${price(record)} · ${AVAILABILITY_LABELS[record.Availability] ?? ''}`
            }
            tertiaryText={(record) => (record.Type === 'item' ? `Stock ${record.AvailableQuantity}` : '')}
            linkType="edit"
          />
        ) : (
          <SelectableDataTable<ListingRecord>
            rowClick="edit"
            bulkActionButtons={<ListingBulkAvailability />}
            // A discontinued listing keeps its state: a bulk "Make available" must not revive it.
            isRowSelectable={(record) => !isDiscontinued(record)}
            rowSelectLabel={(record) =>
              `Select listing “${record.Name}”${isDiscontinued(record) ? ' (discontinued: cannot be changed)' : ''}`
            }
          >
            <DataTable.Col source="Name" label="Name" disableSort />
            <DataTable.Col<ListingRecord> source="Type" label="Type" disableSort render={(r) => TYPE_LABELS[r.Type]} />
            <DataTable.Col source="CategoryName" label="Category" disableSort />
            <DataTable.Col<ListingRecord>
              source="Price"
              label="Price"
              align="right"
              render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{price(r)}</span>}
            />
            <DataTable.Col<ListingRecord>
              source="AvailableQuantity"
              label="Stock"
              disableSort
              render={(r) => <StockText record={r} />}
            />
            <DataTable.Col<ListingRecord>
              source="Availability"
              label="Availability"
              disableSort
              render={(r) => <AvailabilityChip record={r} />}
            />
            <DataTable.Col<ListingRecord> label="State" disableSort render={(r) => publicStateLabel(r, active)} />
            <DataTable.Col label="Actions" disableSort render={() => <ListingDeleteButton />} />
          </SelectableDataTable>
        )}
      </List>
    </>
  );
}
