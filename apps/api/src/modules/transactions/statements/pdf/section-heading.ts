import type { Bilingual } from '../../../../lib/pdf/bilingual';
import { CONTENT_WIDTH, LEFT, RIGHT } from '../../../../lib/pdf/page-geometry';
import { COLORS, type PdfCanvas, type TextBlock } from '../../../../lib/pdf/pdf-canvas';

// A part of the statement (summary, earnings, payouts) opens with its name in both languages,
// English at the left and Arabic at the right, over a rule.

const STYLE = { size: 11, weight: 'bold' as const };
const WIDTH = CONTENT_WIDTH / 2 - 8;
const BELOW = 6;

export interface SectionHeading {
  en: TextBlock;
  ar: TextBlock;
  height: number;
}

/** The heading laid out; `suffix` follows each name ("(continued)"). */
export function layoutSectionHeading(canvas: PdfCanvas, label: Bilingual, suffix?: Bilingual): SectionHeading {
  const en = canvas.block(suffix ? `${label.en} (${suffix.en})` : label.en, STYLE, { width: WIDTH });
  const ar = canvas.block(suffix ? `${label.ar} (${suffix.ar})` : label.ar, STYLE, { width: WIDTH });
  return { en, ar, height: Math.max(en.height, ar.height) + BELOW };
}

/** Draws the heading with its top at y; returns y below it. */
export function drawSectionHeading(canvas: PdfCanvas, heading: SectionHeading, y: number): number {
  canvas.draw(heading.en, LEFT, y, WIDTH, 'left');
  canvas.draw(heading.ar, RIGHT - WIDTH, y, WIDTH, 'right');
  canvas.rule(LEFT, y + heading.height - BELOW + 1, CONTENT_WIDTH, COLORS.text, 0.8);
  return y + heading.height;
}
