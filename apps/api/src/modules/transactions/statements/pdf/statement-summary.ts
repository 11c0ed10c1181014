import type { ProviderStatement } from '@marketplace/contract';
import { drawBilingualRow, layoutBilingualRow, rowColumns, type BilingualRow } from '../../../../lib/pdf/bilingual-row';
import { bhdWithCurrency } from '../../../../lib/pdf/document-format';
import { CONTENT_WIDTH, LEFT } from '../../../../lib/pdf/page-geometry';
import { COLORS, type PdfCanvas } from '../../../../lib/pdf/pdf-canvas';
import { drawSectionHeading, layoutSectionHeading } from './section-heading';
import { LABELS, SUMMARY } from './statement-labels';

// The month in six figures, in the order they add up: what was owed at the start, what the month
// earned before and after the commission, what was paid out, and what is owed at the end. The
// amounts line up in one column between the English and the Arabic labels.

const COLUMNS = rowColumns(CONTENT_WIDTH - 16, 170, 170, 40);
const ROW_GAP = 3;
/** Larger than other documents' labels: here the labels are the story, read line by line. */
const LABEL = { size: 9, color: COLORS.text };

/** Draws the summary with its heading; returns y below it. */
export function drawSummary(canvas: PdfCanvas, statement: ProviderStatement, top: number): number {
  const { Totals } = statement;
  const figures: [label: keyof typeof SUMMARY, bhd: number][] = [
    ['opening', statement.OpeningBalance],
    ['gross', Totals.Gross],
    ['commission', Totals.Commission],
    ['net', Totals.Net],
    ['paidOut', Totals.PaidOut],
  ];
  const rows = figures.map(([label, bhd]) =>
    layoutBilingualRow(canvas, SUMMARY[label], bhdWithCurrency(bhd), COLUMNS, { size: 9.5 }, 1, LABEL),
  );
  const closing = layoutBilingualRow(
    canvas,
    SUMMARY.closing,
    bhdWithCurrency(statement.ClosingBalance),
    COLUMNS,
    { size: 11, weight: 'bold' },
    1,
    { ...LABEL, weight: 'bold' },
  );

  let y = drawSectionHeading(canvas, layoutSectionHeading(canvas, LABELS.summary), top);
  for (const row of rows) y = drawRow(canvas, row, y);
  y += 4;
  canvas.band(LEFT, y, CONTENT_WIDTH, closing.height + 8);
  canvas.rule(LEFT, y, CONTENT_WIDTH, COLORS.accent, 1.2);
  drawBilingualRow(canvas, closing, LEFT + 8, y + 4, COLUMNS, 'right');
  return y + closing.height + 8;
}

function drawRow(canvas: PdfCanvas, row: BilingualRow, y: number): number {
  drawBilingualRow(canvas, row, LEFT + 8, y, COLUMNS, 'right');
  return y + row.height + ROW_GAP;
}
