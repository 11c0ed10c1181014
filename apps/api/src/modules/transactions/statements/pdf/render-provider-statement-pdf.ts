import type { ProviderStatement } from '@marketplace/contract';
import type { Bilingual } from '../../../../lib/pdf/bilingual';
import {
  drawTableHeader,
  drawTableRow,
  tableHeaderHeight,
  type Table,
  type TableRow,
} from '../../../../lib/pdf/bilingual-table';
import { calendarMonth } from '../../../../lib/pdf/document-format';
import { drawPageFooter } from '../../../../lib/pdf/page-footer';
import { BODY_BOTTOM, CONTENT_WIDTH, LEFT, MARGIN, RIGHT } from '../../../../lib/pdf/page-geometry';
import { COLORS, type PdfCanvas } from '../../../../lib/pdf/pdf-canvas';
import { startPdfDocument } from '../../../../lib/pdf/pdf-document';
import { drawSectionHeading, layoutSectionHeading } from './section-heading';
import { drawContinued, drawStatementHeading } from './statement-header';
import { footerNote, LABELS, MARKETPLACE, TITLE } from './statement-labels';
import { drawSummary } from './statement-summary';
import { EARNINGS_TABLE, earningRows, PAYOUTS_TABLE, payoutRows } from './statement-tables';

// A provider's monthly statement as an A4 PDF, Arabic and English together (issue 36): the
// heading and the summary on the first page, then the earnings and the payouts as tables that run
// on over as many pages as they need (a busy provider completes hundreds of items a month), each
// further page repeating the title, the part's name and its table's headings.

/** Space kept between the parts of the statement. */
const SECTION_GAP = 18;

/**
 * The statement's PDF. The same statement gives the same bytes: nothing reads the clock, and the
 * PDF's dates are the statement's GeneratedAt.
 */
export async function renderProviderStatementPdf(statement: ProviderStatement): Promise<Buffer> {
  const month = calendarMonth(statement.Month);
  const { doc, canvas, finish } = startPdfDocument({
    title: `${TITLE.en}, ${month.en}, ${statement.BusinessName}`,
    author: MARKETPLACE.en,
    subject: `${TITLE.en} of ${statement.BusinessName} for ${month.en}`,
    createdAt: new Date(statement.GeneratedAt),
  });

  doc.addPage();
  let y = drawStatementHeading(canvas, statement, MARGIN);
  y = drawSummary(canvas, statement, y);
  const newPage = () => {
    doc.addPage();
    return drawContinued(canvas, statement, MARGIN);
  };

  const parts: [label: Bilingual, empty: Bilingual, table: Table, rows: TableRow[]][] = [
    [LABELS.earnings, LABELS.noEarnings, EARNINGS_TABLE, earningRows(canvas, statement)],
    [LABELS.payouts, LABELS.noPayouts, PAYOUTS_TABLE, payoutRows(canvas, statement)],
  ];
  for (const [label, empty, table, rows] of parts) {
    y += SECTION_GAP;
    const heading = layoutSectionHeading(canvas, label);
    // A part's name never ends a page alone: it starts one with the headings and a first row.
    const first = rows[0] ? tableHeaderHeight(canvas, table) + rows[0].height : EMPTY_HEIGHT;
    if (y + heading.height + first > BODY_BOTTOM) y = newPage();
    y = drawSectionHeading(canvas, heading, y);
    if (!rows[0]) {
      y = drawEmpty(canvas, empty, y);
      continue;
    }
    y = drawTableHeader(canvas, table, y);
    rows.forEach((row, index) => {
      // The totals row never starts a page alone: the last line goes over with it.
      const kept = index === rows.length - 2 ? rows[index + 1]!.height : 0;
      if (y + row.height + kept > BODY_BOTTOM) {
        y = drawSectionHeading(canvas, layoutSectionHeading(canvas, label, LABELS.continued), newPage());
        y = drawTableHeader(canvas, table, y);
      }
      drawTableRow(canvas, table, row, y);
      y += row.height;
    });
  }

  const note = footerNote(statement.GeneratedAt);
  return finish((page, pages) => drawPageFooter(canvas, note, page, pages));
}

const EMPTY_HEIGHT = 20;

/** "No earnings in this month", in both languages, where the table would be; returns y. */
function drawEmpty(canvas: PdfCanvas, label: Bilingual, top: number): number {
  const style = { size: 9, color: COLORS.muted };
  const width = CONTENT_WIDTH / 2 - 8;
  canvas.text(label.en, style, LEFT, top + 4, { width, align: 'left' });
  return top + 4 + canvas.text(label.ar, style, RIGHT - width, top + 4, { width, align: 'right' });
}
