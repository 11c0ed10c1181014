import {
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_MAX_ROWS,
  LISTING_IMPORT_MESSAGES,
  unknownImportColumn,
  type ListingImportColumn,
  type ListingImportError,
} from '@marketplace/contract';
import { isBlankRecord, parseCsv, type CsvRecord } from './csv-records';

// From CSV text to the data rows and where each column sits. Problems with the file as a whole
// (no rows, too many, a broken quote) or with the header are reported before any row is judged.

/** Column names are matched without regard to letter case or surrounding spaces. */
const ALIASES: Record<string, ListingImportColumn> = {
  ...Object.fromEntries(LISTING_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c])),
  categoryid: 'Category',
};

export type ColumnIndex = ReadonlyMap<ListingImportColumn, number>;

export interface ImportSheet {
  readonly columns: ColumnIndex;
  /** Non-blank rows under the header, with their spreadsheet row numbers. */
  readonly rows: CsvRecord[];
  readonly errors: ListingImportError[];
  /** The file or its header is wrong: its rows are not judged until that is fixed. */
  readonly blocking: boolean;
}

function readHeader(header: CsvRecord): { columns: Map<ListingImportColumn, number>; errors: ListingImportError[] } {
  const columns = new Map<ListingImportColumn, number>();
  const errors: ListingImportError[] = [];
  header.fields.forEach((name, index) => {
    const column = ALIASES[name.trim().toLowerCase()];
    if (!column) errors.push({ Row: header.row, Field: name, Message: unknownImportColumn(name) });
    else if (columns.has(column))
      errors.push({ Row: header.row, Field: name, Message: LISTING_IMPORT_MESSAGES.duplicateColumn });
    else columns.set(column, index);
  });
  return { columns, errors };
}

export function readSheet(csv: string): ImportSheet {
  const { records, problem } = parseCsv(csv);
  const fileError = (message: string, row = 0): ImportSheet => ({
    columns: new Map(),
    rows: [],
    errors: [{ Row: row, Field: 'Csv', Message: message }],
    blocking: true,
  });
  if (problem) return fileError(problem.message, problem.row);
  const [header, ...rest] = records.filter((record) => !isBlankRecord(record));
  const rows = rest;
  if (!header || rows.length === 0) return fileError(LISTING_IMPORT_MESSAGES.noRows);
  if (rows.length > LISTING_IMPORT_MAX_ROWS) return { ...fileError(LISTING_IMPORT_MESSAGES.tooManyRows), rows };
  const { columns, errors } = readHeader(header);
  const blocking = errors.length > 0;
  for (const row of rows) {
    if (row.fields.length > header.fields.length) {
      errors.push({ Row: row.row, Field: 'Csv', Message: LISTING_IMPORT_MESSAGES.fieldCount });
    }
  }
  return { columns, rows, errors, blocking };
}

/** The cell of a column in a row: '' when the column is absent or the row is short. */
export function cellOf(columns: ColumnIndex, row: CsvRecord, column: ListingImportColumn): string {
  const index = columns.get(column);
  return index === undefined ? '' : (row.fields[index] ?? '');
}
