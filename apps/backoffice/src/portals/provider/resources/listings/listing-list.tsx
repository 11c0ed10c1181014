import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { DataTable, List, ReferenceInput, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { SelectableDataTable } from '@/components/selectable-data-table/selectable-data-table';
import { useFormat, useT } from '@/i18n/text';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';
import { ListingBulkAvailability } from './listing-bulk-availability';
import { ListingDeleteButton } from './listing-delete-button';
import {
  availabilityLabel,
  AvailabilityChip,
  isDiscontinued,
  publicStateLabel,
  StockText,
  typeLabel,
  useListingChoices,
} from './listing-labels';
import { ListingListActions, PublishBlockBanner } from './listing-list-actions';
import { usePublishBlock } from './use-publish-block';
import { rowsExporter } from '@/components/csv';
import { listingCsvRow } from './listing-csv';
import { useCategoryName } from '@/components/category-name';

/** The list's filters (search and type always shown; category, availability and stock from Add filter). */
function useListingFilters() {
  const t = useT();
  const choices = useListingChoices();
  return useMemo(() => {
    const all = t('provider.listings.list.all');
    return [
      <SearchInput key="q" source="q" alwaysOn placeholder={t('provider.listings.list.search')} />,
      <SelectInput
        key="Type"
        source="Type"
        label={t('provider.listings.list.type')}
        choices={choices.type}
        emptyText={all}
        alwaysOn
      />,
      <ReferenceInput
        label={t('provider.listings.list.category')}
        key="CategoryId"
        source="CategoryId"
        reference="categories"
        sort={{ field: 'CategoryName', order: 'ASC' }}
      >
        <SelectInput label={t('provider.listings.list.category')} optionText="CategoryName" emptyText={all} />
      </ReferenceInput>,
      <SelectInput
        key="Availability"
        source="Availability"
        label={t('provider.listings.list.availability')}
        choices={choices.availability}
        emptyText={all}
      />,
      <SelectInput
        key="stock"
        source="stock"
        label={t('provider.listings.list.stock')}
        choices={choices.stock}
        emptyText={all}
      />,
    ];
  }, [t, choices]);
}

/** The export re-imports as it is (listing-csv.ts): the same columns in every language. */
const exportListings = rowsExporter(listingCsvRow);

/** The provider's listings: filters, CSV export, bulk availability, and why Create is off. */
export default function ListingList() {
  const t = useT();
  const categoryName = useCategoryName();
  const format = useFormat();
  const filters = useListingFilters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const block = usePublishBlock();
  const active = !block.loading && block.reason === null;
  const price = (record: ListingRecord) => format.money(record.Price, 3);
  return (
    <>
      <PublishBlockBanner block={block} />
      <List
        resource="listings"
        title={t('provider.listings.list.title')}
        filters={filters}
        actions={<ListingListActions block={block} />}
        exporter={exportListings}
        sort={{ field: 'CreatedAt', order: 'DESC' }}
        perPage={10}
        // Not react-admin's empty page: its own Create button would ignore why Create is off, and
        // the toolbar (Import CSV, the reason) stays in reach.
        empty={false}
      >
        {phone ? (
          <SimpleList<ListingRecord>
            primaryText={(record) => <span dir="auto">{record.Name}</span>}
            secondaryText={(record) =>
              [typeLabel(t, record.Type), price(record), availabilityLabel(t, record.Availability)].join(' · ')
            }
            tertiaryText={(record) =>
              record.Type === 'item' ? t('provider.listings.list.stockCount', { count: record.AvailableQuantity }) : ''
            }
            linkType="edit"
          />
        ) : (
          <SelectableDataTable<ListingRecord>
            rowClick="edit"
            bulkActionButtons={<ListingBulkAvailability />}
            // A discontinued listing keeps its state: a bulk "Make available" must not revive it.
            isRowSelectable={(record) => !isDiscontinued(record)}
            rowSelectLabel={(record) =>
              t(
                isDiscontinued(record)
                  ? 'provider.listings.list.selectDiscontinuedRow'
                  : 'provider.listings.list.selectRow',
                { name: record.Name },
              )
            }
          >
            <DataTable.Col<ListingRecord>
              source="Name"
              label={t('provider.listings.list.name')}
              disableSort
              render={(r) => <span dir="auto">{r.Name}</span>}
            />
            <DataTable.Col<ListingRecord>
              source="Type"
              label={t('provider.listings.list.type')}
              disableSort
              render={(r) => typeLabel(t, r.Type)}
            />
            <DataTable.Col<ListingRecord>
              source="CategoryName"
              label={t('provider.listings.list.category')}
              disableSort
              render={(r) => <span dir="auto">{categoryName(r)}</span>}
            />
            <DataTable.Col<ListingRecord>
              source="Price"
              label={t('provider.listings.list.price')}
              // Numbers line up at the end of the cell: the right in English, the left in Arabic.
              align="right"
              render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{price(r)}</span>}
            />
            <DataTable.Col<ListingRecord>
              source="AvailableQuantity"
              label={t('provider.listings.list.stock')}
              disableSort
              render={(r) => <StockText record={r} />}
            />
            <DataTable.Col<ListingRecord>
              source="Availability"
              label={t('provider.listings.list.availability')}
              disableSort
              render={(r) => <AvailabilityChip record={r} />}
            />
            <DataTable.Col<ListingRecord>
              label={t('provider.listings.list.state')}
              disableSort
              render={(r) => publicStateLabel(t, r, active)}
            />
            <DataTable.Col
              label={t('provider.listings.list.actions')}
              disableSort
              render={() => <ListingDeleteButton />}
            />
          </SelectableDataTable>
        )}
      </List>
    </>
  );
}
