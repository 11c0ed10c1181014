import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/text';
import { backofficeI18n } from '@/locales/test-i18n';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';
import { actorText, csvRow, fieldLabel } from './audit-texts';
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
});

describe('the audit texts in Arabic', () => {
  const i18n = backofficeI18n('ar');
  const t: Translate = (id, values) => i18n._(id, values);
  const record = {
    id: 'a1',
    AuditId: 'a1',
    Action: 'customer.deactivate',
    TargetType: 'customer',
    TargetId: 'u9',
    ActorUserId: null,
    ActorRole: 'Admin',
    ActorName: '',
    ActorEmail: '',
    Before: { IsActive: true },
    After: { IsActive: false },
    Reason: 'Bounced mail',
    Ip: '10.0.0.7',
    CreatedAt: '2026-11-20T09:30:00.000Z',
  } satisfies AuditEntryRecord;

  it('heads the CSV columns in Arabic and keeps the values machine-readable', () => {
    const row = csvRow(record, t);
    expect(Object.keys(row)).toContain('التاريخ');
    expect(row['التاريخ']).toBe('2026-11-20T09:30:00.000Z');
    expect(row['قبل']).toBe('{"IsActive":true}');
    expect(row['عنوان IP']).toBe('10.0.0.7');
    expect(Object.keys(row)).toHaveLength(12);
  });

  it('names the fields our screens name, keeps other keys and a removed actor in Arabic', () => {
    expect(fieldLabel('IsActive', t)).toBe('نشط');
    expect(fieldLabel('UserId', t)).toBe('UserId');
    expect(fieldLabel('constructor', t)).toBe('constructor');
    expect(actorText(record, t)).toBe('حساب محذوف');
  });
});
