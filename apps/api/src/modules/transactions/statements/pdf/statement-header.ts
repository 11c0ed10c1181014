import type { ProviderStatement } from '@marketplace/contract';
import { drawBilingualRow, layoutBilingualRow, rowColumns } from '../../../../lib/pdf/bilingual-row';
import { calendarDay, calendarMonth } from '../../../../lib/pdf/document-format';
import { CONTENT_WIDTH, LEFT, RIGHT } from '../../../../lib/pdf/page-geometry';
import { COLORS, type PdfCanvas, type TextStyle } from '../../../../lib/pdf/pdf-canvas';
import { LABELS, MARKETPLACE, TITLE } from './statement-labels';

// The top of the first page: whose statement it is, from the marketplace, for which month, and
// a warning while the month is still open. English reads from the left edge, Arabic from the
// right. Further pages repeat the title, the month and the business on two lines (drawContinued).

const HALF = (CONTENT_WIDTH - 16) / 2;
const ACCENT_TITLE = { weight: 'bold' as const, color: COLORS.accent };

/**
 * Draws text in English at the left and in Arabic at the right, the English across the page when
 * there is no Arabic (a business named in English only); returns the taller's height.
 */
function facing(canvas: PdfCanvas, en: string, ar: string, style: TextStyle, y: number) {
  const enWidth = ar ? HALF : CONTENT_WIDTH;
  const left = en ? canvas.text(en, style, LEFT, y, { width: enWidth, maxLines: 2, align: 'left' }) : 0;
  const right = ar ? canvas.text(ar, style, RIGHT - HALF, y, { width: HALF, maxLines: 2, align: 'right' }) : 0;
  return Math.max(left, right);
}

/** The business's name in each language; the English one alone when it has no Arabic name. */
const businessNames = (statement: ProviderStatement) => ({
  en: statement.BusinessName,
  ar: statement.BusinessNameAr.trim() === '' ? '' : statement.BusinessNameAr,
});

/** The first page's heading; returns y below it. */
export function drawStatementHeading(canvas: PdfCanvas, statement: ProviderStatement, top: number): number {
  const month = calendarMonth(statement.Month);
  let y = top;
  y += facing(canvas, MARKETPLACE.en, MARKETPLACE.ar, { size: 8.5, color: COLORS.muted }, y);
  y += facing(canvas, TITLE.en, TITLE.ar, { ...ACCENT_TITLE, size: 20 }, y);
  y += facing(canvas, month.en, month.ar, { size: 12, weight: 'bold' }, y);
  canvas.rule(LEFT, y + 4, CONTENT_WIDTH, COLORS.accent, 1.5);
  y += 14;

  const names = businessNames(statement);
  y += facing(canvas, names.en, names.ar, { size: 13, weight: 'bold' }, y) + 6;

  const columns = rowColumns(CONTENT_WIDTH - 16, 150, 150);
  const period = `${calendarDay(statement.From)} – ${calendarDay(statement.To)}`;
  const row = layoutBilingualRow(canvas, LABELS.period, period, columns, { size: 9.5, weight: 'bold' });
  canvas.band(LEFT, y, CONTENT_WIDTH, row.height + 10);
  drawBilingualRow(canvas, row, LEFT + 8, y + 5, columns, 'center');
  y += row.height + 10;
  if (statement.IsOpen) y = drawOpenNotice(canvas, y + 8);
  return y + 16;
}

/** The warning that an open month's figures can still grow, framed in the accent; returns y. */
function drawOpenNotice(canvas: PdfCanvas, y: number): number {
  const style = { size: 9, weight: 'bold' as const, color: COLORS.accent };
  const en = canvas.block(LABELS.openMonth.en, style, { width: HALF - 8, maxLines: 2 });
  const ar = canvas.block(LABELS.openMonth.ar, style, { width: HALF - 8, maxLines: 2 });
  const height = Math.max(en.height, ar.height) + 10;
  canvas.rule(LEFT, y, CONTENT_WIDTH, COLORS.accent, 1);
  canvas.draw(en, LEFT + 8, y + 5, HALF - 8, 'left');
  canvas.draw(ar, RIGHT - HALF, y + 5, HALF - 8, 'right');
  canvas.rule(LEFT, y + height, CONTENT_WIDTH, COLORS.accent, 1);
  return y + height;
}

/** A further page's heading: the title, then the business and month "(continued)"; returns y. */
export function drawContinued(canvas: PdfCanvas, statement: ProviderStatement, top: number): number {
  const month = calendarMonth(statement.Month);
  const names = businessNames(statement);
  let y = top + facing(canvas, TITLE.en, TITLE.ar, { ...ACCENT_TITLE, size: 14 }, top);
  const muted = { size: 9, color: COLORS.muted };
  y += facing(
    canvas,
    `${names.en} · ${month.en} (${LABELS.continued.en})`,
    `${names.ar || names.en} · ${month.ar} (${LABELS.continued.ar})`,
    muted,
    y,
  );
  canvas.rule(LEFT, y + 4, CONTENT_WIDTH, COLORS.accent, 1.5);
  return y + 14;
}
