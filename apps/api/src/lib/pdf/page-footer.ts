import { pageLabel, type Bilingual } from './bilingual';
import { CONTENT_WIDTH, FOOTER_TOP, LEFT, RIGHT } from './page-geometry';
import { COLORS, type PdfCanvas } from './pdf-canvas';

// The foot of every page under a rule: a note in both languages (what the amounts and times are
// in), then which page of how many, English at the left and Arabic at the right.

/** The footer of page `page` (from 1) of `pages`. */
export function drawPageFooter(canvas: PdfCanvas, note: Bilingual, page: number, pages: number): void {
  const style = { size: 7, color: COLORS.muted };
  const half = CONTENT_WIDTH / 2 - 8;
  const y = FOOTER_TOP + 5;
  const label = pageLabel(page, pages);
  canvas.rule(LEFT, FOOTER_TOP, CONTENT_WIDTH);
  const line = canvas.text(note.en, style, LEFT, y, { width: half, align: 'left' });
  canvas.text(note.ar, style, RIGHT - half, y, { width: half, align: 'right' });
  canvas.text(label.en, style, LEFT, y + line, { width: half, align: 'left' });
  canvas.text(label.ar, style, RIGHT - half, y + line, { width: half, align: 'right' });
}
