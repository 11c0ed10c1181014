import { describe, expect, it } from 'vitest';
import { fileNameOf, monthLabel, periodOf, previousMonth, queryOf, searchOf, startsAfter } from './vat-period';

describe('the VAT report period', () => {
  it('starts at the previous month in Bahrain, whatever the browser’s time zone', () => {
    expect(previousMonth(new Date('2026-11-15T10:00:00Z'))).toEqual({ year: 2026, month: 10 });
    // 31 Dec 22:00 UTC is already 1 January in Bahrain: the return due is December's.
    expect(previousMonth(new Date('2026-12-31T22:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(previousMonth(new Date('2027-01-10T10:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('reads a month or a quarter from the address, and the previous month from anything else', () => {
    const now = new Date('2026-11-15T10:00:00Z');
    const read = (search: string) => periodOf(new URLSearchParams(search), now);
    expect(read('year=2026&month=3')).toEqual({ year: 2026, month: 3 });
    expect(read('year=2025&quarter=4')).toEqual({ year: 2025, quarter: 4 });
    for (const search of ['', 'year=2026', 'year=2026&month=13', 'year=2026&month=1&quarter=1', 'year=1999&month=1']) {
      expect(read(search)).toEqual({ year: 2026, month: 10 });
    }
  });

  it('names the query, the address and the file the same way for either kind', () => {
    expect(queryOf({ year: 2026, month: 3 })).toEqual({ year: 2026, month: 3 });
    expect(queryOf({ year: 2026, quarter: 2 })).toEqual({ year: 2026, quarter: 2 });
    expect(searchOf({ year: 2026, quarter: 2 }).toString()).toBe('year=2026&quarter=2');
    expect(fileNameOf({ year: 2026, month: 3 })).toBe('vat-report-2026-03.csv');
    expect(fileNameOf({ year: 2026, quarter: 4 })).toBe('vat-report-2026-Q4.csv');
  });

  it('knows which periods have not begun', () => {
    const now = { year: 2026, month: 11 };
    expect(startsAfter({ year: 2026, month: 11 }, now)).toBe(false);
    expect(startsAfter({ year: 2026, month: 12 }, now)).toBe(true);
    expect(startsAfter({ year: 2026, quarter: 4 }, now)).toBe(false);
    expect(startsAfter({ year: 2027, quarter: 1 }, now)).toBe(true);
  });

  it('names months in both languages with Latin digits', () => {
    expect(monthLabel('en', 10, 2026)).toBe('October 2026');
    expect(monthLabel('ar', 10, 2026)).toBe('أكتوبر 2026');
    expect(monthLabel('ar', 1)).toBe('يناير');
  });
});
