import { drawBilingualRow, layoutBilingualRow, rowColumns, type BilingualRow } from '../../../lib/pdf/bilingual-row';
import { amountWithCurrency } from '../../../lib/pdf/document-format';
import { RIGHT } from '../../../lib/pdf/page-geometry';
import { COLORS, type PdfCanvas } from '../../../lib/pdf/pdf-canvas';
import { TOTALS, vatTotalLabel } from './labels';
import type { TaxDocumentView } from './tax-document-view';

// The totals under the lines, at the right as a reader looks for them.

const WIDTH = 300;
const COLUMNS = rowColumns(WIDTH - 12, 92, 118);

export interface Totals {
  rows: BilingualRow[];
  height: number;
}

export function layoutTotals(canvas: PdfCanvas, document: TaxDocumentView): Totals {
  const { totals } = document;
  const vatLabel = vatTotalLabel(document.lines.map((line) => line.vatRatePercent));
  const rows = [
    layoutBilingualRow(canvas, TOTALS.taxable, amountWithCurrency(totals.taxableFils), COLUMNS),
    layoutBilingualRow(canvas, vatLabel, amountWithCurrency(totals.vatFils), COLUMNS),
    layoutBilingualRow(canvas, TOTALS.total, amountWithCurrency(totals.totalFils), COLUMNS, {
      size: 10.5,
      weight: 'bold',
    }),
  ];
  // 4 points between rows, and 6 above and below the last one's band.
  return { rows, height: rows.reduce((sum, row) => sum + row.height + 4, 0) + 12 };
}

export function drawTotals(canvas: PdfCanvas, totals: Totals, top: number): void {
  const x = RIGHT - WIDTH;
  let y = top;
  totals.rows.forEach((row, index) => {
    const last = index === totals.rows.length - 1;
    if (last) {
      y += 6;
      canvas.band(x, y - 4, WIDTH, row.height + 8);
      canvas.rule(x, y - 4, WIDTH, COLORS.accent, 1.2);
    }
    drawBilingualRow(canvas, row, x + 6, y, COLUMNS, 'right');
    y += row.height + 4;
  });
}
