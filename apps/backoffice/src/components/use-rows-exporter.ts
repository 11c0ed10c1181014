import { useMemo } from 'react';
import type { Exporter, RaRecord } from 'react-admin';
import { useT, type Translate } from '@/i18n/text';
import { rowsExporter, type CsvCell } from './csv';

/** A record as one CSV row: header (in the language on screen) to machine-readable value. */
export type CsvRowOf<R> = (record: R, t: Translate) => Record<string, CsvCell>;

/**
 * A list's CSV exporter in the language on screen: `toRow` (a module-level function, so the exporter
 * changes only with the language) names the columns with `t`.
 */
export function useRowsExporter<R extends RaRecord>(toRow: CsvRowOf<R>): Exporter<R> {
  const t = useT();
  return useMemo(() => rowsExporter<R>((record) => toRow(record, t)), [t, toRow]);
}
