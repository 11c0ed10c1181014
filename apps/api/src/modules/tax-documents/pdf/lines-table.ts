import { amount } from './document-format';
import { COLUMNS, type Bilingual } from './labels';
import { CONTENT_WIDTH, LEFT } from './page-geometry';
import { COLORS, type Align, type PdfCanvas, type TextBlock } from './pdf-canvas';
import type { TaxDocumentLine } from './tax-document-view';

// The lines: one row each, its description in English and, beneath, in Arabic. A row is laid out
// before it is drawn so the page flow (render-tax-document-pdf.ts) can move it whole to the next
// page; a description longer than its lines ends with "…", so no row outgrows a page.

interface Column {
  key: keyof typeof COLUMNS;
  width: number;
  align: Align;
}

const PADDING = 4;
const FIXED: Column[] = [
  { key: 'index', width: 20, align: 'left' },
  { key: 'description', width: 0, align: 'start' },
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'unitPrice', width: 74, align: 'right' },
  { key: 'vatRate', width: 44, align: 'right' },
  { key: 'vat', width: 64, align: 'right' },
  { key: 'total', width: 76, align: 'right' },
];
const DESCRIPTION_WIDTH = CONTENT_WIDTH - FIXED.reduce((sum, column) => sum + column.width, 0);
const TABLE: Column[] = FIXED.map((column) =>
  column.key === 'description' ? { ...column, width: DESCRIPTION_WIDTH } : column,
);
const TEXT = { size: 8.5 };
/** A description's lines in each language; a service title (150 characters at most) needs 3. */
const DESCRIPTION_LINES = 6;

const columnX = (index: number) => LEFT + TABLE.slice(0, index).reduce((sum, column) => sum + column.width, 0);
const inner = (column: Column) => column.width - 2 * PADDING;

/** Draws the headings (English above Arabic, on a band); returns y below them. */
export function drawTableHeader(canvas: PdfCanvas, y: number): number {
  const cells = TABLE.map((column) => {
    const label: Bilingual = COLUMNS[column.key];
    const width = inner(column);
    return {
      en: canvas.block(label.en, { size: 7, weight: 'bold' }, { width, maxLines: 3 }),
      ar: canvas.block(label.ar, { size: 7, weight: 'bold', color: COLORS.muted }, { width, maxLines: 3 }),
    };
  });
  const height = Math.max(...cells.map((cell) => cell.en.height + cell.ar.height)) + 2 * PADDING;
  canvas.band(LEFT, y, CONTENT_WIDTH, height);
  cells.forEach((cell, index) => {
    const column = TABLE[index]!;
    const x = columnX(index) + PADDING;
    // The description's headings face each other; a number's both sit over its figures.
    const wide = column.key === 'description';
    canvas.draw(cell.en, x, y + PADDING, inner(column), wide ? 'left' : column.align);
    canvas.draw(cell.ar, x, y + PADDING + cell.en.height, inner(column), wide ? 'right' : column.align);
  });
  canvas.rule(LEFT, y + height, CONTENT_WIDTH, COLORS.text, 0.8);
  return y + height;
}

export interface TableRow {
  cells: TextBlock[][];
  height: number;
}

export function layoutRow(canvas: PdfCanvas, line: TaxDocumentLine, index: number): TableRow {
  const values: Record<keyof typeof COLUMNS, string[]> = {
    index: [String(index + 1)],
    description: [line.description, line.descriptionAr].filter((text) => text.trim() !== ''),
    quantity: [String(line.quantity)],
    unitPrice: [amount(line.unitPriceFils)],
    vatRate: [`${line.vatRatePercent}%`],
    vat: [amount(line.vatFils)],
    total: [amount(line.totalFils)],
  };
  const cells = TABLE.map((column) =>
    values[column.key].map((text) =>
      canvas.block(text, TEXT, {
        width: inner(column),
        maxLines: column.key === 'description' ? DESCRIPTION_LINES : 1,
      }),
    ),
  );
  const height = Math.max(...cells.map((blocks) => blocks.reduce((sum, block) => sum + block.height, 0)));
  return { cells, height: height + 2 * PADDING };
}

export function drawRow(canvas: PdfCanvas, row: TableRow, y: number): void {
  row.cells.forEach((blocks, index) => {
    const column = TABLE[index]!;
    let cellY = y + PADDING;
    for (const block of blocks) {
      canvas.draw(block, columnX(index) + PADDING, cellY, inner(column), column.align);
      cellY += block.height;
    }
  });
  canvas.rule(LEFT, y + row.height, CONTENT_WIDTH);
}
