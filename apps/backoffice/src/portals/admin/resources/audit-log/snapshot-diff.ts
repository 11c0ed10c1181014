// Before/after of an audit entry as rows a person can read: every key of either snapshot, the
// changed ones first, each with its old and new value as text.

export type Snapshot = Readonly<Record<string, unknown>> | null | undefined;

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
    const old = before?.[key];
    const now = after?.[key];
    const changed = !before || !after || JSON.stringify(old) !== JSON.stringify(now);
    return { key, before: valueText(old), after: valueText(now), changed };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
