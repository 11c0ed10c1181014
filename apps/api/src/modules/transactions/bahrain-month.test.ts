import { describe, expect, it } from 'vitest';
import { bahrainMonthStart } from './bahrain-month';

describe('bahrainMonthStart', () => {
  it('starts the month at midnight in Bahrain (21:00 UTC the day before)', () => {
    expect(bahrainMonthStart(new Date('2026-03-15T09:00:00Z')).toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('is already the next month in Bahrain three hours before UTC', () => {
    expect(bahrainMonthStart(new Date('2026-03-31T21:30:00Z')).toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(bahrainMonthStart(new Date('2026-03-31T20:59:59Z')).toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(bahrainMonthStart(new Date('2026-12-31T22:00:00Z')).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});
