import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format';

const MARCH_5_1PM_BAHRAIN = '2026-03-05T10:00:00Z';

describe('formatting by locale', () => {
  it('keeps the English formats the spec shows', () => {
    expect(formatDate(MARCH_5_1PM_BAHRAIN, 'en')).toBe('March 5, 2026');
    expect(formatDate(MARCH_5_1PM_BAHRAIN, 'en', 'medium')).toBe('Mar 5, 2026');
    expect(formatDateTime(MARCH_5_1PM_BAHRAIN, 'en')).toBe('Mar 5, 2026, 1:00 PM');
  });

  it('writes Arabic dates with Arabic month names, Latin digits and Bahrain time', () => {
    expect(formatDate(MARCH_5_1PM_BAHRAIN, 'ar')).toBe('5 مارس 2026');
    expect(formatDate(MARCH_5_1PM_BAHRAIN, 'ar', 'medium')).toBe('5 مارس 2026');
    expect(formatDateTime(MARCH_5_1PM_BAHRAIN, 'ar')).toMatch(/^5 مارس 2026.* 1:00 م$/);
  });

  it('uses Latin digits in Arabic numbers', () => {
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});
