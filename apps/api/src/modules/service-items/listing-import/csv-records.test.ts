import { describe, expect, it } from 'vitest';
import { LISTING_IMPORT_MESSAGES } from '@marketplace/contract';
import { isBlankRecord, parseCsv } from './csv-records';

const fieldsOf = (text: string) => parseCsv(text).records.map((r) => r.fields);

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    expect(fieldsOf('a,"b, c","say ""hi""","two\nlines"\n')).toEqual([['a', 'b, c', 'say "hi"', 'two\nlines']]);
  });

  it('drops a byte order mark and accepts CRLF, LF and CR line ends', () => {
    expect(fieldsOf('\uFEFFName,Type\r\nx,item\ry,service\nz,item')).toEqual([
      ['Name', 'Type'],
      ['x', 'item'],
      ['y', 'service'],
      ['z', 'item'],
    ]);
  });

  it('keeps empty fields, trailing commas, spaces and formula-looking text as written', () => {
    expect(fieldsOf(',a,\n =1+1 ,"@x",')).toEqual([
      ['', 'a', ''],
      [' =1+1 ', '@x', ''],
    ]);
  });

  it('numbers rows as a spreadsheet does, blank lines included', () => {
    const { records } = parseCsv('h\n\n"multi\nline"\nlast\n');
    expect(records.map((r) => [r.row, isBlankRecord(r)])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, false],
    ]);
  });

  it('reports an unclosed quote and text after a closing quote with the row they start on', () => {
    expect(parseCsv('h\nok\n"open, never closed\n').problem).toEqual({
      row: 3,
      message: LISTING_IMPORT_MESSAGES.unclosedQuote,
    });
    expect(parseCsv('h\n"a"b,c\n').problem).toEqual({ row: 2, message: LISTING_IMPORT_MESSAGES.textAfterQuote });
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual({ records: [], problem: null });
  });
});
