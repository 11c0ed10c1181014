import type { Exporter, RaRecord } from 'react-admin';

// The back office's CSV files (list exports, dashboard series). Headers are in the language on
// screen; values stay machine-readable (ISO dates, dot decimals), so a spreadsheet can compute with
// them in either language. The file starts with a UTF-8 byte order mark: without it Excel reads
// UTF-8 as the system's code page and Arabic headers and names turn into mojibake.

export type CsvCell = string | number | boolean | null | undefined;

/** The UTF-8 byte order mark Excel needs to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ (or a tab or return) is prefixed with ' so a spreadsheet never runs
  // the text as a formula; numbers are numbers, a negative one included.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 text: a header row, then one line per row, CRLF between lines. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Offers the text as a file download (the browser's save dialog), marked as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM + csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
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
