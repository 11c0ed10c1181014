import { drawTableHeader, drawTableRow } from '../../../lib/pdf/bilingual-table';
import { drawPageFooter } from '../../../lib/pdf/page-footer';
import { BODY_BOTTOM, MARGIN } from '../../../lib/pdf/page-geometry';
import { startPdfDocument } from '../../../lib/pdf/pdf-document';
import { drawParties, drawReason, drawSeller, drawTitle } from './document-header';
import { drawTotals, layoutTotals } from './document-totals';
import { FOOTER, TITLES } from './labels';
import { layoutLineRow, LINES_TABLE } from './lines-table';
import type { TaxDocumentView } from './tax-document-view';

// A tax invoice or a credit note as an A4 PDF, Arabic and English together (issue 36, point 5).
// pdfkit was chosen over pdf-lib for its Arabic: pdf-lib drops the glyph offsets that put Arabic
// dots and marks in place (docs/decisions/tax-invoices.md, "The PDF library").

/**
 * The document's PDF. One page for a usual order; when the lines run past it they continue on
 * further pages, each repeating the title, the number and the table's headings, and the totals
 * close the last. The same view gives the same bytes: the PDF's dates are the issue date.
 */
export async function renderTaxDocumentPdf(document: TaxDocumentView): Promise<Buffer> {
  const title = `${TITLES[document.kind].en} ${document.number}`;
  const { doc, canvas, finish } = startPdfDocument({
    title,
    author: document.seller.legalName,
    subject: `${title}, order ${document.orderNumber}`,
    createdAt: new Date(document.issuedAt),
  });

  /** Starts a page: the first with every party and detail, the next ones with the title only. */
  const newPage = (first: boolean): number => {
    doc.addPage();
    let y = drawTitle(canvas, document, MARGIN, !first);
    if (first) {
      y = drawSeller(canvas, document, y);
      y = drawParties(canvas, document, y) + 10;
      if (document.reason) y = drawReason(canvas, document.reason, document.reasonAr, y);
    }
    return y;
  };

  let y = drawTableHeader(canvas, LINES_TABLE, newPage(true));
  document.lines.forEach((line, index) => {
    const row = layoutLineRow(canvas, line, index);
    if (y + row.height > BODY_BOTTOM) y = drawTableHeader(canvas, LINES_TABLE, newPage(false));
    drawTableRow(canvas, LINES_TABLE, row, y);
    y += row.height;
  });
  const totals = layoutTotals(canvas, document);
  if (y + 12 + totals.height > BODY_BOTTOM) y = newPage(false);
  drawTotals(canvas, totals, y + 12);

  return finish((page, pages) => drawPageFooter(canvas, FOOTER, page, pages));
}
