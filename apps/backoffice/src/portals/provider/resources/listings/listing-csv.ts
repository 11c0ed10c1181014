import type { ListingImportColumn } from '@marketplace/contract';
import type { CsvCell } from '@/components/csv';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';

/**
 * A listing in the listings export, in the CSV import's own columns (LISTING_IMPORT_COLUMNS), in
 * both languages: the import matches its columns by these names, so a provider can change prices,
 * stock or availability in a spreadsheet and import the same file back. A discontinued listing's
 * Available is empty ("unchanged"): the import only knows yes and no.
 */
export function listingCsvRow(record: ListingRecord): Record<ListingImportColumn, CsvCell> {
  const available = { available: 'yes', unavailable: 'no', discontinued: '' }[record.Availability];
  return {
    ServiceItemId: record.ServiceItemId,
    Type: record.Type,
    Name: record.Name,
    Category: record.CategoryName,
    Price: record.Price.toFixed(3),
    Stock: record.AvailableQuantity,
    Available: available,
    Description: record.Description,
    Location: record.Location,
  };
}
