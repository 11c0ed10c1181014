import type { Bilingual } from '../../../lib/pdf/bilingual';
import { drawBilingualRow, layoutBilingualRow, LABEL_STYLE, rowColumns } from '../../../lib/pdf/bilingual-row';
import { bahrainDate, bahrainDateTime } from '../../../lib/pdf/document-format';
import { CONTENT_WIDTH, LEFT, RIGHT } from '../../../lib/pdf/page-geometry';
import { COLORS, type PdfCanvas } from '../../../lib/pdf/pdf-canvas';
import { DETAILS_HEADINGS, LABELS, NUMBER_LABELS, TITLES } from './labels';
import type { TaxDocumentView } from './tax-document-view';

// The top of the first page: what the document is, who issued it (with the tax numbers the NBR
// requires on it), who it is for, and its own number, date and order. Continuation pages repeat
// the title and the number only (drawTitle).

const COLUMN_GAP = 16;
const HALF = (CONTENT_WIDTH - COLUMN_GAP) / 2;

/** The title in both languages, and on a continuation page the number it continues; returns y. */
export function drawTitle(canvas: PdfCanvas, document: TaxDocumentView, y: number, continued: boolean): number {
  const title = TITLES[document.kind];
  const style = { size: 20, weight: 'bold' as const, color: COLORS.accent };
  const en = canvas.block(title.en, style, { width: HALF });
  const ar = canvas.block(title.ar, style, { width: HALF });
  canvas.draw(en, LEFT, y, HALF, 'left');
  canvas.draw(ar, RIGHT - HALF, y, HALF, 'right');
  y += Math.max(en.height, ar.height);
  if (continued) {
    const line = `${document.number} · ${bahrainDate(document.issuedAt)}`;
    const muted = { size: 9, color: COLORS.muted };
    canvas.text(`${line} (${LABELS.continued.en})`, muted, LEFT, y, { width: HALF, align: 'left' });
    y += canvas.text(`(${LABELS.continued.ar})`, muted, RIGHT - HALF, y, { width: HALF, align: 'right' });
  }
  canvas.rule(LEFT, y + 4, CONTENT_WIDTH, COLORS.accent, 1.5);
  return y + 14;
}

/** The seller's names and addresses (English left, Arabic right) and its tax numbers; returns y. */
export function drawSeller(canvas: PdfCanvas, document: TaxDocumentView, y: number): number {
  const { seller } = document;
  const name = { size: 11, weight: 'bold' as const };
  const address = { size: 8.5, color: COLORS.muted };
  const side = (text: string, addressText: string, x: number, align: 'left' | 'right') => {
    const nameHeight = canvas.text(text, name, x, y, { width: HALF, maxLines: 2, align });
    return nameHeight + canvas.text(addressText, address, x, y + nameHeight, { width: HALF, maxLines: 3, align });
  };
  y += Math.max(
    side(seller.legalName, seller.address, LEFT, 'left'),
    side(seller.legalNameAr, seller.addressAr, RIGHT - HALF, 'right'),
  );

  // The tax numbers on a band across the page: the figures a reader checks first.
  const columns = rowColumns(CONTENT_WIDTH - 16, 150, 150);
  const rows = [
    layoutBilingualRow(canvas, LABELS.vatNumber, seller.vatNumber, columns, { size: 9.5, weight: 'bold' }),
    layoutBilingualRow(canvas, LABELS.crNumber, seller.crNumber, columns, { size: 9.5, weight: 'bold' }),
  ];
  const bandHeight = rows.reduce((sum, row) => sum + row.height, 0) + 10;
  y += 8;
  canvas.band(LEFT, y, CONTENT_WIDTH, bandHeight);
  let rowY = y + 5;
  for (const row of rows) {
    drawBilingualRow(canvas, row, LEFT + 8, rowY, columns, 'center');
    rowY += row.height;
  }
  return y + bandHeight + 14;
}

/** The customer (left) and the document's own details (right); returns y below the taller. */
export function drawParties(canvas: PdfCanvas, document: TaxDocumentView, y: number): number {
  return Math.max(drawCustomer(canvas, document, y), drawDetails(canvas, document, y));
}

function heading(canvas: PdfCanvas, label: Bilingual, x: number, y: number): number {
  const style = { ...LABEL_STYLE, weight: 'bold' as const };
  canvas.text(label.en.toUpperCase(), style, x, y, { width: HALF, align: 'left' });
  const height = canvas.text(label.ar, style, x, y, { width: HALF, align: 'right' });
  canvas.rule(x, y + height + 1, HALF);
  return height + 5;
}

function drawCustomer(canvas: PdfCanvas, document: TaxDocumentView, top: number): number {
  const { buyer } = document;
  let y = top + heading(canvas, LABELS.customer, LEFT, top);
  y += canvas.text(buyer.name, { size: 10, weight: 'bold' }, LEFT, y, { width: HALF, maxLines: 2 });
  y += canvas.text(buyer.address, { size: 8.5 }, LEFT, y, { width: HALF, maxLines: 4 });
  y += canvas.text(buyer.email, { size: 8.5 }, LEFT, y, { width: HALF, maxLines: 2 });
  if (buyer.vatNumber) {
    const columns = rowColumns(HALF, 70, 70);
    const row = layoutBilingualRow(canvas, LABELS.vatNumber, buyer.vatNumber, columns);
    drawBilingualRow(canvas, row, LEFT, y + 3, columns);
    y += row.height + 3;
  }
  return y;
}

function drawDetails(canvas: PdfCanvas, document: TaxDocumentView, top: number): number {
  const x = RIGHT - HALF;
  const columns = rowColumns(HALF, 64, 66);
  const fields: [label: Bilingual, value: string, bold?: boolean][] = [
    [NUMBER_LABELS[document.kind], document.number, true],
    [LABELS.issuedAt, bahrainDateTime(document.issuedAt)],
    [LABELS.orderNumber, document.orderNumber],
  ];
  if (document.original) {
    fields.push([LABELS.originalInvoice, document.original.number, true]);
    fields.push([LABELS.originalIssuedAt, bahrainDateTime(document.original.issuedAt)]);
  }
  let y = top + heading(canvas, DETAILS_HEADINGS[document.kind], x, top);
  for (const [label, value, bold] of fields) {
    const row = layoutBilingualRow(canvas, label, value, columns, { size: 9, weight: bold ? 'bold' : 'regular' });
    drawBilingualRow(canvas, row, x, y, columns);
    y += row.height + 1;
  }
  return y;
}

/** A credit note's reason across the page, in English and then (where it has one) Arabic; returns y. */
export function drawReason(canvas: PdfCanvas, reason: string, reasonAr: string, y: number): number {
  const columns = rowColumns(CONTENT_WIDTH, 90, 90);
  const row = layoutBilingualRow(canvas, LABELS.reason, reason, columns, { size: 9 }, 3);
  canvas.rule(LEFT, y, CONTENT_WIDTH);
  drawBilingualRow(canvas, row, LEFT, y + 5, columns);
  let bottom = y + 5 + row.height;
  if (reasonAr) {
    const arabic = layoutBilingualRow(canvas, { en: '', ar: '' }, reasonAr, columns, { size: 9 }, 3);
    drawBilingualRow(canvas, arabic, LEFT, bottom + 2, columns);
    bottom += arabic.height + 2;
  }
  return bottom + 5;
}
