import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV text', () => {
  it('quotes what needs quoting and never lets a spreadsheet run a cell as a formula', () => {
    const rows = [
      ['=HYPERLINK("x")', -12.5],
      ['a, "b"', null],
      ['+973 1700', '@x'],
      ['-1+2', '-1.500'],
    ];
    expect(toCsv(['الاسم', 'Total'], rows).split('\r\n')).toEqual([
      'الاسم,Total',
      `"'=HYPERLINK(""x"")",-12.5`,
      `"a, ""b""",`,
      `'+973 1700,'@x`,
      `'-1+2,-1.500`,
    ]);
  });
});
