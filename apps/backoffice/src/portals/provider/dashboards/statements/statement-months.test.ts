import { describe, expect, it } from 'vitest';
import { addMonths, defaultStatementMonth, monthLabel, monthOf, statementMonths } from './statement-months';

const NOW = new Date('2026-11-20T10:00:00Z');

describe('statement months', () => {
  it("counts months in Bahrain's time", () => {
    expect(monthOf(new Date('2026-10-31T20:59:00Z'))).toBe('2026-10');
    expect(monthOf(new Date('2026-10-31T21:00:00Z'))).toBe('2026-11');
  });

  it('steps across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -23)).toBe('2024-12');
  });

  it("offers the months since the business's creation, newest first, and the last one closed by default", () => {
    const months = statementMonths('2026-08-14T09:00:00Z', NOW);
    expect(months).toEqual(['2026-11', '2026-10', '2026-09', '2026-08']);
    expect(defaultStatementMonth(months)).toBe('2026-10');
  });

  it('offers the current month alone, and by default, to a business created this month', () => {
    const months = statementMonths('2026-11-02T09:00:00Z', NOW);
    expect(months).toEqual(['2026-11']);
    expect(defaultStatementMonth(months)).toBe('2026-11');
  });

  it('goes back 24 months for an older business or an unreadable creation date', () => {
    for (const createdAt of ['2019-03-01T00:00:00Z', '', null, 'not a date']) {
      const months = statementMonths(createdAt, NOW);
      expect(months).toHaveLength(24);
      expect(months.at(-1)).toBe('2024-12');
    }
  });

  it('still offers the current month when the creation date is later than now', () => {
    expect(statementMonths('2027-02-01T00:00:00Z', NOW)).toEqual(['2026-11']);
  });

  it('names a month in the language on screen', () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11', 'ar')).toBe('نوفمبر 2026');
    expect(monthLabel('2027-01', 'ar')).toBe('يناير 2027');
  });
});
