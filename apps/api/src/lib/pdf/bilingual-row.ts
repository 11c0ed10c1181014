import type { Bilingual } from './bilingual';
import { COLORS, type Align, type PdfCanvas, type TextBlock, type TextStyle } from './pdf-canvas';

// The documents' one field shape: the English label on the left, the value, the Arabic label on
// the right, so each reader scans one edge of the page and both meet the same value.

export interface RowColumns {
  /** Widths of the English label, the value and the Arabic label; gaps go between them. */
  en: number;
  value: number;
  ar: number;
  gap: number;
}

export const LABEL_STYLE: TextStyle = { size: 7.5, color: COLORS.muted };

export interface BilingualRow {
  label: [TextBlock, TextBlock];
  value: TextBlock;
  height: number;
}

export function layoutBilingualRow(
  canvas: PdfCanvas,
  label: Bilingual,
  value: string,
  columns: RowColumns,
  valueStyle: TextStyle = { size: 9 },
  valueLines = 2,
  labelStyle: TextStyle = LABEL_STYLE,
): BilingualRow {
  const en = canvas.block(label.en, labelStyle, { width: columns.en, maxLines: 2 });
  const ar = canvas.block(label.ar, labelStyle, { width: columns.ar, maxLines: 2 });
  const valueBlock = canvas.block(value, valueStyle, { width: columns.value, maxLines: valueLines });
  return { label: [en, ar], value: valueBlock, height: Math.max(en.height, ar.height, valueBlock.height) };
}

/**
 * Draws the row with its top at y. Smaller labels sit lower (one point beside a 9-point value) so
 * their baselines roughly meet; the value keeps its own direction within its column.
 */
export function drawBilingualRow(
  canvas: PdfCanvas,
  row: BilingualRow,
  x: number,
  y: number,
  columns: RowColumns,
  valueAlign: Align = 'start',
): void {
  const labelDrop = Math.max(0, (row.value.style.size - row.label[0].style.size) * 0.8);
  canvas.draw(row.label[0], x, y + labelDrop, columns.en, 'left');
  canvas.draw(row.value, x + columns.en + columns.gap, y, columns.value, valueAlign);
  canvas.draw(row.label[1], x + columns.en + columns.value + 2 * columns.gap, y + labelDrop, columns.ar, 'right');
}

/** Columns that fill `width`: the labels take the given widths, the value the rest. */
export function rowColumns(width: number, en: number, ar: number, gap = 6): RowColumns {
  return { en, ar, gap, value: width - en - ar - 2 * gap };
}
