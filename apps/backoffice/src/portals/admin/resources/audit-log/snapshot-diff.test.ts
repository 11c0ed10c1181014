import { describe, expect, it } from 'vitest';
import { endOfDay, startOfDay } from './audit-texts';
import { diffRows } from './snapshot-diff';

describe('diffRows', () => {
  it('lists every key, changed ones first, with old and new values as text', () => {
    const rows = diffRows(
      { Name: 'Old', IsActive: true, Tags: ['a'], Note: null },
      { Name: 'New', IsActive: true, Tags: ['a', 'b'], Added: 3 },
    );
    expect(rows).toEqual([
      { key: 'Added', before: '', after: '3', changed: true },
      { key: 'Name', before: 'Old', after: 'New', changed: true },
      { key: 'Note', before: '', after: '', changed: true },
      { key: 'Tags', before: '["a"]', after: '["a","b"]', changed: true },
      { key: 'IsActive', before: 'true', after: 'true', changed: false },
    ]);
  });

  it('marks every key changed when the record was created or removed', () => {
    expect(diffRows(null, { A: 1 })).toEqual([{ key: 'A', before: '', after: '1', changed: true }]);
    expect(diffRows({ A: 1 }, null)).toEqual([{ key: 'A', before: '1', after: '', changed: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });

  it('turns the date filters into the first and last instant of the local day', () => {
    expect(new Date(startOfDay('2026-11-01')).getHours()).toBe(0);
    expect(new Date(endOfDay('2026-11-01')).getMinutes()).toBe(59);
    expect(startOfDay('')).toBe('');
  });
});
