import {
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PRICE_MAX_BHD,
  QUANTITY_MAX,
  SERVICE_ITEM_NAME_MAX_LENGTH,
} from './limits';

// CSV import of listings (issue 16): the columns, limits, template and texts shared by the API
// (which judges every row) and the provider dashboard (which offers the template and the report).

/** At most this many data rows per file; a bigger catalogue goes in several files. */
export const LISTING_IMPORT_MAX_ROWS = 1000;
/** At most this many characters of CSV (1 MiB of ASCII); the API's body limit leaves room for JSON escaping. */
export const LISTING_IMPORT_MAX_CHARS = 1024 * 1024;
/** The report lists at most this many errors, then one line saying how many more there were. */
export const LISTING_IMPORT_MAX_ERRORS = 1000;

/**
 * Columns, matched by name (any order, any letter case, `CategoryId` is an alias of `Category`).
 * A row with a ServiceItemId updates that listing of yours (Price, Stock, Available only; Type, if
 * given, must match); a row without one creates a listing (Type, Name, Category, Price required).
 */
export const LISTING_IMPORT_COLUMNS = [
  'ServiceItemId',
  'Type',
  'Name',
  'Category',
  'Price',
  'Stock',
  'Available',
  'Description',
  'Location',
] as const;
export type ListingImportColumn = (typeof LISTING_IMPORT_COLUMNS)[number];

/** What each column takes, for the template's help and the API documentation. */
export const LISTING_IMPORT_COLUMN_HELP: Record<ListingImportColumn, string> = {
  ServiceItemId: 'Empty for a new listing; the id of one of your listings to update its Price, Stock or Available',
  Type: 'service or item',
  Name: `Up to ${SERVICE_ITEM_NAME_MAX_LENGTH} characters`,
  Category: 'The category name or its id (column CategoryId also accepted)',
  Price: `Reference price in BHD, up to 3 decimals (at most ${PRICE_MAX_BHD})`,
  Stock: `Items only: a whole number from 0 to ${QUANTITY_MAX}; empty for services`,
  Available: 'yes or no (empty means yes for a new listing, unchanged for an update)',
  Description: `Optional, up to ${DESCRIPTION_MAX_LENGTH} characters, line breaks allowed inside quotes`,
  Location: `Optional, up to ${LOCATION_MAX_LENGTH} characters`,
};

/** The downloadable template: the header and one example of each kind of row. */
export const LISTING_IMPORT_TEMPLATE_CSV =
  [
    LISTING_IMPORT_COLUMNS.join(','),
    ',service,Leak detection,Plumbing,12.500,,yes,"Finds hidden leaks, without breaking walls",Manama',
    ',item,Water filter,Plumbing,4.250,20,yes,Kitchen tap filter,Riffa',
  ].join('\r\n') + '\r\n';

export const LISTING_IMPORT_MESSAGES = {
  tooLong: `The file is larger than 1 MiB: split it into smaller files.`,
  tooManyRows: `The file has more than ${LISTING_IMPORT_MAX_ROWS} rows: split it into files of ${LISTING_IMPORT_MAX_ROWS} rows at most.`,
  noRows: 'The file has no rows to import under its header.',
  unclosedQuote: 'A quoted field is not closed: every " that opens a field needs a closing ".',
  textAfterQuote: 'Only a comma or a line break may follow the closing quote of a field.',
  duplicateColumn: 'This column appears twice in the header.',
  fieldCount: 'This row has more fields than the header has columns.',
  notActive: 'Only an active business can import listings.',
  required: 'Required for a new listing.',
  type: 'Type must be service or item.',
  price: 'Price must be an amount in BHD with at most 3 decimals, e.g. 12.500.',
  priceMax: `Price must be at most ${PRICE_MAX_BHD} BHD.`,
  stock: `Stock must be a whole number from 0 to ${QUANTITY_MAX}.`,
  available: 'Available must be yes or no.',
  category: 'No category has this name or id.',
  serviceItemId: 'This is not the id of one of your listings.',
  nothingToUpdate: 'Give a Price, Stock or Available to update this listing.',
  typeChange: 'The type of an existing listing cannot change through an import.',
  controlCharacters: 'Control characters are not allowed here.',
} as const;

export const unknownImportColumn = (name: string) =>
  `Unknown column "${name}". The columns are: ${LISTING_IMPORT_COLUMNS.join(', ')}.`;
export const importTextTooLong = (max: number) => `At most ${max} characters.`;
export const importDuplicateUpdate = (row: number) => `This listing is already updated by row ${row}.`;
export const importMoreErrors = (count: number) => `${count} more errors are not listed: fix these first.`;
