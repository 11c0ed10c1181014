import { LISTING_IMPORT_MESSAGES } from '@marketplace/contract';

// RFC 4180 CSV as spreadsheets write it: comma-separated, fields in double quotes may hold commas,
// quotes (doubled) and line breaks; lines end in CRLF, LF or CR; a UTF-8 byte order mark at the
// start is dropped. Nothing else is changed: a field's text (spaces, a leading = or +) is kept as
// written, so what the report judges is exactly what the file says.

export interface CsvRecord {
  /**
   * The spreadsheet row: the record number counting blank lines, 1 for the header. A quoted line
   * break stays inside its cell, so a spreadsheet shows that record as one row too.
   */
  readonly row: number;
  readonly fields: string[];
}

export interface CsvProblem {
  readonly row: number;
  readonly message: string;
}

export interface CsvParse {
  readonly records: CsvRecord[];
  /** A malformed quote stops the reading: what follows it cannot be trusted to be the right fields. */
  readonly problem: CsvProblem | null;
}

const QUOTE = 34; // "
const COMMA = 44;
const LF = 10;
const CR = 13;

export function parseCsv(input: string): CsvParse {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let row = 1;
  let i = 0;
  const endRecord = () => {
    records.push({ row, fields });
    fields = [];
    row += 1;
  };
  while (i < text.length) {
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      const startRow = row;
      let value = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1)
          return { records, problem: { row: startRow, message: LISTING_IMPORT_MESSAGES.unclosedQuote } };
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      field = value;
      const next = text.charCodeAt(i);
      if (i < text.length && next !== COMMA && next !== LF && next !== CR) {
        return { records, problem: { row: startRow, message: LISTING_IMPORT_MESSAGES.textAfterQuote } };
      }
    } else {
      let end = i;
      while (end < text.length) {
        const code = text.charCodeAt(end);
        if (code === COMMA || code === LF || code === CR) break;
        end += 1;
      }
      field = text.slice(i, end);
      i = end;
    }
    fields.push(field);
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      i += 1;
      // A comma at the very end of the text still closes one more (empty) field.
      if (i === text.length) fields.push('');
    } else if (code === CR || code === LF) {
      i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      endRecord();
    }
  }
  if (fields.length > 0) endRecord();
  return { records, problem: null };
}

/** A blank line reads as one empty field; such rows are skipped, not reported. */
export const isBlankRecord = (record: CsvRecord): boolean => record.fields.length === 1 && record.fields[0] === '';
