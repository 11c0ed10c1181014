import { describe, expect, it } from 'vitest';
import {
  amount,
  bahrainDate,
  bahrainDateTime,
  bahrainShortDate,
  bhdAmount,
  bhdWithCurrency,
  calendarDay,
  calendarMonth,
} from './document-format';

describe('document formats', () => {
  it('dates a moment in Bahrain, naming the month in either language', () => {
    // 23:30 UTC on 30 November is 02:30 on 1 December in Bahrain.
    const at = '2026-11-30T23:30:00.000Z';
    expect(bahrainDate(at)).toBe('1 December 2026');
    expect(bahrainDate(at, 'ar')).toBe('1 ديسمبر 2026');
    expect(bahrainShortDate(at)).toBe('1 Dec 2026');
    expect(bahrainDateTime(at)).toBe('1 December 2026, 02:30');
    expect(bahrainDateTime(at, 'ar')).toBe('1 ديسمبر 2026، 02:30');
  });

  it('names a calendar month and day without moving them across time zones', () => {
    expect(calendarMonth('2026-11')).toEqual({ en: 'November 2026', ar: 'نوفمبر 2026' });
    expect(calendarDay('2026-11-01')).toBe('1 November 2026');
    expect(calendarDay('2026-05-31', 'ar')).toBe('31 مايو 2026');
    expect(() => calendarMonth('2026-13')).toThrow(RangeError);
    expect(() => calendarDay('2026-11')).toThrow(RangeError);
  });

  it('prints amounts with three decimals, from fils or from BHD', () => {
    expect(amount(12_500)).toBe('12.500');
    expect(bhdAmount(12.5)).toBe('12.500');
    expect(bhdAmount(1.0005)).toBe('1.001');
    expect(bhdWithCurrency(-2.25)).toBe('-2.250 BHD');
  });
});
