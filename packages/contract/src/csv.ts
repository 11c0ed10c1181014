// CSV files people open in a spreadsheet (the back office's exports, providers' statements).
// Values stay machine-readable (ISO dates, dot decimals) so a spreadsheet can compute with them
// in either language. A file starts with a UTF-8 byte order mark: without it Excel reads UTF-8 as
// the system's code page and Arabic headers and names turn into mojibake.

export type CsvCell = string | number | boolean | null | undefined;

/** The UTF-8 byte order mark Excel needs to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** A plain decimal number, which no spreadsheet reads as a formula. */
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ (or a tab or return) is prefixed with ' so a spreadsheet never runs
  // the text as a formula; numbers stay numbers, a negative one included, also when written as
  // text to keep their decimals ("-1.500").
  const formula = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !DECIMAL.test(text);
  const safe = formula ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 text: a header row, then one line per row, CRLF between lines. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
