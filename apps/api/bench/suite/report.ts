// The suite's one table, printed as Markdown (it pastes into docs/performance.md as it is) and
// kept as JSON beside the Lighthouse reports for comparing runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadFigure } from './load';

export interface Row {
  section: string;
  case: string;
  connections?: number;
  /** The measured thing's figure (the API, unless `case` says otherwise). */
  figure?: Partial<LoadFigure>;
  /** What it is compared with and that one's req/s; `ratio` is figure / baseline req/s. */
  versus?: string;
  baselineRequestsPerSecond?: number;
  note?: string;
}

const number = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? ''
    : value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function ratioOf(row: Row): number | undefined {
  const own = row.figure?.requestsPerSecond;
  const base = row.baselineRequestsPerSecond;
  return own !== undefined && base !== undefined && base > 0 ? own / base : undefined;
}

export function renderTable(rows: readonly Row[]): string {
  const header = [
    'section',
    'case',
    'conn',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'versus',
    'its req/s',
    'ratio',
    'note',
  ];
  const lines = rows.map((row) => [
    row.section,
    row.case,
    row.connections === undefined ? '' : String(row.connections),
    number(row.figure?.requestsPerSecond, 1),
    number(row.figure?.p50, 1),
    number(row.figure?.p99, 1),
    row.figure?.errors === undefined ? '' : String(row.figure.errors),
    row.versus ?? '',
    number(row.baselineRequestsPerSecond, 1),
    number(ratioOf(row), 2),
    row.note ?? '',
  ]);
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.map(escape).join(' | ')} |`).join('\n');
}

export function saveJson(directory: string, label: string, content: unknown): string {
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `bench-${label}.json`);
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
