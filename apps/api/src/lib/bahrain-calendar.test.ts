import { describe, expect, it } from 'vitest';
import { bahrainYearOf, currentBahrainMonthStart } from './bahrain-calendar';

describe('currentBahrainMonthStart', () => {
  it('starts the month at midnight in Bahrain (21:00 UTC the day before)', () => {
    expect(currentBahrainMonthStart(new Date('2026-03-15T09:00:00Z')).toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('is already the next month in Bahrain three hours before UTC', () => {
    expect(currentBahrainMonthStart(new Date('2026-03-31T21:30:00Z')).toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(currentBahrainMonthStart(new Date('2026-03-31T20:59:59Z')).toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(currentBahrainMonthStart(new Date('2026-12-31T22:00:00Z')).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});

describe('bahrainYearOf', () => {
  it('turns the year at midnight in Bahrain', () => {
    expect(bahrainYearOf(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(bahrainYearOf(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});
