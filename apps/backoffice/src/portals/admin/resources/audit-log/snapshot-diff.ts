// Before/after of an audit entry as rows a person can read: every key of either snapshot, the
// changed ones first, each with its old and new value as text.

import type { AuditEntry } from '@marketplace/contract';

/** An entry's Before or After: any JSON object, or none. */
export type Snapshot = AuditEntry['Before'] | undefined;

/** A snapshot's value at `key`, as `snapshot[key]` reads it. */
const valueAt = (snapshot: Snapshot, key: string): unknown => (snapshot ? Reflect.get(snapshot, key) : undefined);

export interface DiffRow {
  readonly key: string;
  readonly before: string;
  readonly after: string;
  readonly changed: boolean;
}

/** A value as text: '' for nothing, JSON for objects and arrays. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function diffRows(before: Snapshot, after: Snapshot): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  const rows = keys.map((key) => {
    const old = valueAt(before, key);
    const now = valueAt(after, key);
    const changed = !before || !after || JSON.stringify(old) !== JSON.stringify(now);
    return { key, before: valueText(old), after: valueText(now), changed };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
