import PDFDocument from 'pdfkit';
import { drawParties, drawReason, drawSeller, drawTitle } from './document-header';
import { TITLES } from './labels';
import { drawRow, drawTableHeader, layoutRow } from './lines-table';
import { BODY_BOTTOM, MARGIN, PAGE } from './page-geometry';
import { PdfCanvas } from './pdf-canvas';
import type { TaxDocumentView } from './tax-document-view';
import { drawFooter, drawTotals, layoutTotals } from './totals-and-footer';

// A tax invoice or a credit note as an A4 PDF, Arabic and English together (issue 36, point 5).
// pdfkit was chosen over pdf-lib for its Arabic: pdf-lib drops the glyph offsets that put Arabic
// dots and marks in place (docs/decisions/tax-invoices.md, "The PDF library").

/**
 * The document's PDF. One page for a usual order; when the lines run past it they continue on
 * further pages, each repeating the title, the number and the table's headings, and the totals
 * close the last. The same view gives the same bytes: the PDF's dates are the issue date.
 */
export async function renderTaxDocumentPdf(document: TaxDocumentView): Promise<Buffer> {
  const issuedAt = new Date(document.issuedAt);
  const title = `${TITLES[document.kind].en} ${document.number}`;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    autoFirstPage: false,
    // Footers ("page 1 of 2") are drawn once the number of pages is known.
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: title,
      Author: document.seller.legalName,
      Subject: `${title}, order ${document.orderNumber}`,
      Creator: document.seller.legalName,
      Producer: 'PDFKit',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const canvas = new PdfCanvas(doc);
  /** Starts a page: the first with every party and detail, the next ones with the title only. */
  const newPage = (first: boolean): number => {
    doc.addPage();
    let y = drawTitle(canvas, document, MARGIN, !first);
    if (first) {
      y = drawSeller(canvas, document, y);
      y = drawParties(canvas, document, y) + 10;
      if (document.reason) y = drawReason(canvas, document.reason, y);
    }
    return y;
  };

  let y = drawTableHeader(canvas, newPage(true));
  document.lines.forEach((line, index) => {
    const row = layoutRow(canvas, line, index);
    if (y + row.height > BODY_BOTTOM) y = drawTableHeader(canvas, newPage(false));
    drawRow(canvas, row, y);
    y += row.height;
  });
  const totals = layoutTotals(canvas, document);
  if (y + 12 + totals.height > BODY_BOTTOM) y = newPage(false);
  drawTotals(canvas, totals, y + 12);

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    drawFooter(canvas, page - start + 1, count);
  }
  doc.end();
  return ended;
}
