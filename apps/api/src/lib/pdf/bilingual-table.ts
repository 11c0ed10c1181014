import type { Bilingual } from './bilingual';
import { CONTENT_WIDTH, LEFT } from './page-geometry';
import { COLORS, type Align, type PdfCanvas, type TextBlock, type TextStyle } from './pdf-canvas';

// A table across the page: headings in English above Arabic on a band, then rows of cells, each
// cell one or more blocks stacked (a name in English, beneath it in Arabic). A row is laid out
// before it is drawn, so the page flow can move it whole to the next page; a cell's text longer
// than its lines ends with "…", so no row outgrows a page.

export interface TableColumn {
  heading: Bilingual;
  /** Points; 0 for the one column that takes the width the others leave. */
  width: number;
  align: Align;
  /** Lines each block of a cell may take (1 unless given). */
  maxLines?: number;
  /** A text column's headings face each other (English left, Arabic right) over its width. */
  headingsApart?: boolean;
}

export interface Table {
  columns: readonly TableColumn[];
  /** Each column's left edge. */
  x: readonly number[];
}

export interface TableRow {
  cells: TextBlock[][];
  height: number;
}

const PADDING = 4;
const HEADING = { size: 7, weight: 'bold' } as const;
export const CELL_TEXT: TextStyle = { size: 8.5 };

/** The columns across the page's content width, the flexible one filling what is left. */
export function table(columns: readonly TableColumn[]): Table {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const sized = columns.map((column) => (column.width === 0 ? { ...column, width: CONTENT_WIDTH - fixed } : column));
  const x = sized.map((_, index) => LEFT + sized.slice(0, index).reduce((sum, column) => sum + column.width, 0));
  return { columns: sized, x };
}

const inner = (column: TableColumn) => column.width - 2 * PADDING;

interface TableHeader {
  cells: { en: TextBlock; ar: TextBlock }[];
  height: number;
}

function layoutTableHeader(canvas: PdfCanvas, { columns }: Table): TableHeader {
  const cells = columns.map((column) => {
    const width = inner(column);
    return {
      en: canvas.block(column.heading.en, HEADING, { width, maxLines: 3 }),
      ar: canvas.block(column.heading.ar, { ...HEADING, color: COLORS.muted }, { width, maxLines: 3 }),
    };
  });
  return { cells, height: Math.max(...cells.map((cell) => cell.en.height + cell.ar.height)) + 2 * PADDING };
}

/** The height of the headings' band: what a page must have room for, with a row, to start a table. */
export const tableHeaderHeight = (canvas: PdfCanvas, table: Table): number => layoutTableHeader(canvas, table).height;

/** Draws the headings on a band; returns y below them. */
export function drawTableHeader(canvas: PdfCanvas, table: Table, y: number): number {
  const { columns, x } = table;
  const { cells, height } = layoutTableHeader(canvas, table);
  canvas.band(LEFT, y, CONTENT_WIDTH, height);
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    const left = x[index]! + PADDING;
    // A number's both headings sit over its figures.
    const [en, ar] = column.headingsApart ? (['left', 'right'] as const) : [column.align, column.align];
    canvas.draw(cell.en, left, y + PADDING, inner(column), en);
    canvas.draw(cell.ar, left, y + PADDING + cell.en.height, inner(column), ar);
  });
  canvas.rule(LEFT, y + height, CONTENT_WIDTH, COLORS.text, 0.8);
  return y + height;
}

/** A row of one cell per column, each cell its texts stacked (empty texts left out by the caller). */
export function layoutTableRow(
  canvas: PdfCanvas,
  { columns }: Table,
  values: readonly (readonly string[])[],
  style: TextStyle = CELL_TEXT,
): TableRow {
  const cells = columns.map((column, index) =>
    (values[index] ?? []).map((text) =>
      canvas.block(text, style, { width: inner(column), maxLines: column.maxLines ?? 1 }),
    ),
  );
  const height = Math.max(...cells.map((blocks) => blocks.reduce((sum, block) => sum + block.height, 0)));
  return { cells, height: height + 2 * PADDING };
}

/** Draws the row with its top at y and a rule beneath it. */
export function drawTableRow(canvas: PdfCanvas, { columns, x }: Table, row: TableRow, y: number): void {
  row.cells.forEach((blocks, index) => {
    const column = columns[index]!;
    let cellY = y + PADDING;
    for (const block of blocks) {
      canvas.draw(block, x[index]! + PADDING, cellY, inner(column), column.align);
      cellY += block.height;
    }
  });
  canvas.rule(LEFT, y + row.height, CONTENT_WIDTH);
}
