import { drawBilingualRow, layoutBilingualRow, rowColumns, type BilingualRow } from './bilingual-row';
import { amountWithCurrency } from './document-format';
import { FOOTER, pageLabel, TOTALS, vatTotalLabel } from './labels';
import { CONTENT_WIDTH, FOOTER_TOP, LEFT, RIGHT } from './page-geometry';
import { COLORS, type PdfCanvas } from './pdf-canvas';
import type { TaxDocumentView } from './tax-document-view';

// The totals under the lines, at the right as a reader looks for them, and the footer of every
// page: what the amounts and times are in, and which page of how many.

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

/** The footer of page `page` (from 1) of `pages`. */
export function drawFooter(canvas: PdfCanvas, page: number, pages: number): void {
  const style = { size: 7, color: COLORS.muted };
  const half = CONTENT_WIDTH / 2 - 8;
  const y = FOOTER_TOP + 5;
  const label = pageLabel(page, pages);
  canvas.rule(LEFT, FOOTER_TOP, CONTENT_WIDTH);
  const line = canvas.text(FOOTER.en, style, LEFT, y, { width: half, align: 'left' });
  canvas.text(FOOTER.ar, style, RIGHT - half, y, { width: half, align: 'right' });
  canvas.text(label.en, style, LEFT, y + line, { width: half, align: 'left' });
  canvas.text(label.ar, style, RIGHT - half, y + line, { width: half, align: 'right' });
}
