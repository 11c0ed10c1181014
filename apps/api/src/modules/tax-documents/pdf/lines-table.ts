import { table, type Table, type TableRow, layoutTableRow } from '../../../lib/pdf/bilingual-table';
import { amount } from '../../../lib/pdf/document-format';
import type { PdfCanvas } from '../../../lib/pdf/pdf-canvas';
import { COLUMNS } from './labels';
import type { TaxDocumentLine } from './tax-document-view';

// The lines: one row each, its description in English and, beneath, in Arabic. The page flow
// (render-tax-document-pdf.ts) draws the table's headings and rows (lib/pdf/bilingual-table.ts).

/** A description's lines in each language; a service title (150 characters at most) needs 3. */
const DESCRIPTION_LINES = 6;

export const LINES_TABLE: Table = table([
  { heading: COLUMNS.index, width: 20, align: 'left' },
  { heading: COLUMNS.description, width: 0, align: 'start', maxLines: DESCRIPTION_LINES, headingsApart: true },
  { heading: COLUMNS.quantity, width: 40, align: 'right' },
  { heading: COLUMNS.unitPrice, width: 74, align: 'right' },
  { heading: COLUMNS.vatRate, width: 44, align: 'right' },
  { heading: COLUMNS.vat, width: 64, align: 'right' },
  { heading: COLUMNS.total, width: 76, align: 'right' },
]);

export function layoutLineRow(canvas: PdfCanvas, line: TaxDocumentLine, index: number): TableRow {
  return layoutTableRow(canvas, LINES_TABLE, [
    [String(index + 1)],
    [line.description, line.descriptionAr].filter((text) => text.trim() !== ''),
    [String(line.quantity)],
    [amount(line.unitPriceFils)],
    [`${line.vatRatePercent}%`],
    [amount(line.vatFils)],
    [amount(line.totalFils)],
  ]);
}
