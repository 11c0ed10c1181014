import type { Exporter, RaRecord } from 'react-admin';
import { downloadBlob } from './download-file';
import { toCsv, UTF8_BOM, type CsvCell } from '@marketplace/contract';

// The back office's CSV files (list exports, dashboard series), headers in the language on screen.
// Cells are written by the contract's toCsv (shared with the API's statements).

export { toCsv, UTF8_BOM, type CsvCell } from '@marketplace/contract';

/** Offers the text as a file download (the browser's save dialog), marked as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([UTF8_BOM + csv], { type: 'text/csv;charset=utf-8' }));
}

/**
 * A react-admin list exporter: each record as one row of named cells (the names are the headers,
 * in the order of the first row), downloaded as `<resource>.csv`.
 */
export function rowsExporter<R extends RaRecord>(toRow: (record: R) => Record<string, CsvCell>): Exporter<R> {
  return (records, _fetchRelated, _dataProvider, resource = 'export') => {
    const rows = records.map(toRow);
    const columns = Object.keys(rows[0] ?? {});
    downloadCsv(
      `${resource}.csv`,
      toCsv(
        columns,
        rows.map((row) => columns.map((column) => row[column])),
      ),
    );
  };
}
