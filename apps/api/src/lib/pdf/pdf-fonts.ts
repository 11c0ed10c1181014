import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font, GlyphPosition, GlyphRun } from 'fontkit';
import { GlyphClones, type PdfGlyph } from './glyph-clones';
import { bidi } from './unicode-bidi';

// One family draws both languages: Google Fonts' build of Noto Sans Arabic (SIL Open Font
// License) carries Noto Sans' Latin (Latin-1 and Latin Extended-A) beside the Arabic, so labels,
// names and amounts share one design and one set of metrics. The files come from an npm package
// rather than the repository: the production image ships node_modules but not src/ (Dockerfile),
// and the API's bundle resolves the package from where it runs.
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FONT_FILES;

/**
 * Text handed to pdfkit that starts with this mark (RIGHT-TO-LEFT MARK) is one right-to-left run,
 * in logical order: it is shaped as Arabic and its glyphs come back in visual order. Without it a
 * run is laid out left to right. fontkit would otherwise guess the direction from the first letter,
 * which reverses Arabic-Indic digits ("١٢٣") and keeps right-to-left punctuation unreversed.
 */
export const RTL_RUN = '\u200f';

export interface PdfFont {
  /** What pdfkit's registerFont takes: the fontkit font, laid out as above. */
  readonly forPdfkit: Font;
  /** Whether the font draws this code point (else the text shows "?"; printable-text.ts). */
  covers(codePoint: number): boolean;
  /** The width of a run of text (RTL_RUN first when right to left) at a font size. */
  widthOf(text: string, size: number): number;
}

interface LaidOut {
  glyphs: PdfGlyph[];
  positions: GlyphPosition[];
}

/**
 * Shaping is most of a document's time, and the same labels, amounts and words recur in every
 * document: runs are kept once shaped, up to this many per font (then the cache starts afresh).
 */
const CACHED_RUNS = 5000;

function loadFont(specifier: string): PdfFont {
  const path = createRequire(import.meta.url).resolve(specifier);
  const font = fontkit.create(readFileSync(path));
  if (!('layout' in font)) throw new Error(`${specifier} is a font collection, not a font`);
  keepCodePointsPerUse(font);
  const clones = new GlyphClones(font.numGlyphs);
  const cache = new Map<string, LaidOut>();

  const shape = (text: string): LaidOut => {
    let laidOut = cache.get(text);
    if (!laidOut) {
      const rtl = text.startsWith(RTL_RUN);
      const run = rtl
        ? font.layout(text.slice(RTL_RUN.length), [], 'arab', undefined, 'rtl')
        : font.layout(text, [], undefined, undefined, 'ltr');
      if (rtl) mirror(font, run);
      laidOut = { glyphs: run.glyphs.map((glyph) => clones.clone(glyph)), positions: run.positions };
      if (cache.size >= CACHED_RUNS) cache.clear();
      cache.set(text, laidOut);
    }
    return laidOut;
  };
  /** A fresh run each call: pdfkit scales the positions it is given in place. */
  const layout = (text: string) => {
    const { glyphs, positions } = shape(text);
    const copies = positions.map((position) => ({ ...position }));
    return {
      glyphs,
      positions: copies,
      get advanceWidth() {
        return copies.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  // What pdfkit is given: the parsed font (pdfkit 0.20 takes one), but laid out and subset here.
  const forPdfkit = new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      if (property === 'createSubset') return () => clones.subset(target.createSubset());
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const unitsPerEm = font.unitsPerEm;
  return {
    forPdfkit,
    covers: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    widthOf: (text, size) =>
      (shape(text).positions.reduce((sum, position) => sum + position.xAdvance, 0) * size) / unitsPerEm,
  };
}

/**
 * In a right-to-left run "(" opens to the left, so it is drawn with ")"'s glyph (Unicode's
 * mirrored pairs; fontkit leaves them, and the font's own mirroring covers none of them). The
 * glyph keeps the character it stands for: copied text still reads "(".
 */
function mirror(font: Font, run: GlyphRun): void {
  run.glyphs.forEach((glyph, index) => {
    const [codePoint, ...more] = glyph.codePoints;
    const mirrored =
      codePoint === undefined || more.length ? null : bidi.getMirroredCharacter(String.fromCodePoint(codePoint));
    const code = mirrored?.codePointAt(0);
    if (code === undefined || !font.hasGlyphForCodePoint(code)) return;
    const twin = font.getGlyph(font.glyphForCodePoint(code).id, glyph.codePoints);
    run.glyphs[index] = twin;
    run.positions[index]!.xAdvance = twin.advanceWidth;
  });
}

/**
 * fontkit keeps one Glyph object per glyph id, carrying the code points of the glyph's first use:
 * once "ت" had been shaped, the body it shares with "ي" said "ت" in every later run. Each use now
 * gets a view of the kept glyph (same outline and metrics) with its own code points.
 */
function keepCodePointsPerUse(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    const same =
      glyph.codePoints.length === codePoints.length && glyph.codePoints.every((point, i) => point === codePoints[i]);
    return same ? glyph : (Object.create(glyph, { codePoints: { value: codePoints } }) as typeof glyph);
  };
}

let fonts: Record<FontWeight, PdfFont> | undefined;

/** The two weights, read and parsed once per process (about 190 KB each). */
export function pdfFonts(): Record<FontWeight, PdfFont> {
  fonts ??= { regular: loadFont(FONT_FILES.regular), bold: loadFont(FONT_FILES.bold) };
  return fonts;
}
