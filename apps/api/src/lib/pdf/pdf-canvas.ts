import { layoutParagraph, type Paragraph } from './bidi-lines';
import { pdfFonts, type FontWeight } from './pdf-fonts';
import { printableText } from './printable-text';

// The drawing primitives of the documents, over pdfkit: text is laid out first (measured, wrapped,
// ordered for both directions) and drawn second, so a row's height is known before it is placed
// and a page can break between rows, never inside one.

export const COLORS = {
  /** The brand's crimson and ink (packages/ui's brand palette, light scheme). */
  accent: '#A4161A',
  text: '#1C1B1A',
  muted: '#57534E',
  rule: '#D9D4CC',
  band: '#F4F0EA',
} as const;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

/** Laid-out text: its lines, and the box it needs. */
export interface TextBlock extends Paragraph {
  style: Required<TextStyle>;
  height: number;
}

export interface BlockOptions {
  width: number;
  /** Longer text ends with "…" on the last line; a row never outgrows its page. */
  maxLines?: number;
  direction?: 'ltr' | 'rtl' | 'auto';
}

/**
 * 'start' follows the text's own direction (left for English, right for Arabic), 'end' the
 * opposite; 'left', 'right' and 'center' are fixed (numbers line up in their column).
 */
export type Align = 'start' | 'end' | 'left' | 'right' | 'center';

/** The line's height as a multiple of the font size: room for Arabic's marks above and below. */
const LINE_HEIGHT = 1.5;
/** The baseline's distance from the top of the line, in font sizes. */
const BASELINE = 1.08;

export class PdfCanvas {
  private readonly fonts = pdfFonts();

  constructor(readonly doc: PDFKit.PDFDocument) {
    for (const [weight, font] of Object.entries(this.fonts)) {
      // pdfkit 0.20 takes a parsed fontkit font; @types/pdfkit (0.17) lists files and buffers only.
      doc.registerFont(weight, font.forPdfkit as unknown as PDFKit.Mixins.PDFFontSource);
    }
  }

  /** The text laid out in `width`: printable characters only, wrapped, at most `maxLines` lines. */
  block(text: string, style: TextStyle, options: BlockOptions): TextBlock {
    const full = { weight: 'regular' as const, color: COLORS.text, ...style };
    const font = this.fonts[full.weight];
    const paragraph = layoutParagraph(printableText(text, font.covers), {
      width: options.width,
      maxLines: options.maxLines ?? 1,
      direction: options.direction,
      measure: (run) => font.widthOf(run, full.size),
    });
    return { ...paragraph, style: full, height: paragraph.lines.length * full.size * LINE_HEIGHT };
  }

  /** Draws a block with its top at y, its lines aligned in [x, x + width]. */
  draw(block: TextBlock, x: number, y: number, width: number, align: Align = 'start'): void {
    const { size, weight, color } = block.style;
    this.doc.font(weight).fontSize(size).fillColor(color);
    const right = align === 'right' || (align === 'start' && block.rtl) || (align === 'end' && !block.rtl);
    block.lines.forEach((line, index) => {
      const free = width - line.width;
      let runX = align === 'center' ? x + free / 2 : right ? x + free : x;
      const baseline = y + index * size * LINE_HEIGHT + size * BASELINE;
      for (const run of line.runs) {
        this.doc.text(run.text, runX, baseline, { lineBreak: false, features: [], baseline: 'alphabetic' });
        runX += run.width;
      }
    });
  }

  /** Lays out and draws in one step; returns the height used. */
  text(text: string, style: TextStyle, x: number, y: number, options: BlockOptions & { align?: Align }): number {
    const block = this.block(text, style, options);
    this.draw(block, x, y, options.width, options.align);
    return block.height;
  }

  rule(x: number, y: number, width: number, color: string = COLORS.rule, thickness = 0.6): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  band(x: number, y: number, width: number, height: number, color: string = COLORS.band): void {
    this.doc.rect(x, y, width, height).fillColor(color).fill();
  }
}
