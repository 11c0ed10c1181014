import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV text', () => {
  it('quotes what needs quoting and never lets a spreadsheet run a cell as a formula', () => {
    expect(
      toCsv(
        ['الاسم', 'Total'],
        [
          ['=HYPERLINK("x")', -12.5],
          ['a, "b"', null],
          ['+973 1700', '@x'],
        ],
      ),
    ).toBe('الاسم,Total\r\n"\'=HYPERLINK(""x"")",-12.5\r\n"a, ""b""",\r\n\'+973 1700,\'@x');
  });
});
