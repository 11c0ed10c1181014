import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('back-office dates', () => {
  it("write the day in Bahrain's time, whatever the browser's zone", () => {
    // 22:30 UTC is already the next day in Bahrain (UTC+3).
    expect(formatDate('2026-11-23T22:30:00.000Z')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-23T22:30:00.000Z')).toBe('24 Nov 2026, 01:30');
  });

  it('write nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
