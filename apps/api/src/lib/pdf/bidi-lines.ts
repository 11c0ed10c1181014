import { RTL_RUN } from './pdf-fonts';
import { isBidiControl } from './printable-text';
import { bidi } from './unicode-bidi';

// PDF has no text direction: a line is glyphs placed left to right. This file does what a browser
// does for mixed Arabic and English (the Unicode Bidirectional Algorithm, through bidi-js): it
// resolves each character's direction in the whole paragraph, breaks the paragraph into lines that
// fit, and gives each line as runs in visual order. Each run is one direction and is shaped whole
// (pdf-fonts.ts), so Arabic letters join and read right to left while numbers, codes and English
// inside them stay left to right.

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** One run in visual order: `text` is what pdfkit draws (RTL_RUN first when right to left). */
export interface VisualRun {
  text: string;
  width: number;
}

export interface TextLine {
  runs: VisualRun[];
  width: number;
}

export interface Paragraph {
  /** The paragraph's direction, from its first strong character unless forced. */
  rtl: boolean;
  lines: TextLine[];
  /** Whether text was cut to fit `maxLines` (the last line then ends with "…"). */
  truncated: boolean;
}

export interface ParagraphOptions {
  width: number;
  maxLines: number;
  /** The width of a run's text in the current font and size. */
  measure: (text: string) => number;
  direction?: 'ltr' | 'rtl' | 'auto';
}

/**
 * The paragraph's lines, at most `maxLines` of at most `width` each: broken at spaces, inside a
 * word only when the word alone is wider than a line (codes, e-mail addresses, hostile input).
 */
export function layoutParagraph(text: string, options: ParagraphOptions): Paragraph {
  const { width, maxLines, measure } = options;
  // No line holds more than a few hundred characters: longer input is cut before the layout, which
  // keeps a hostile megabyte of text as cheap as a sentence.
  const limit = maxLines * 300;
  const clipped = text.length > limit;
  const source = clipped ? text.slice(0, limit) : text;
  const levels = bidi.getEmbeddingLevels(source, options.direction ?? 'auto');
  const rtl = ((levels.paragraphs[0]?.level ?? 0) & 1) === 1;

  /** The runs of source[start, end) in visual order (end exclusive). */
  const lineOf = (start: number, end: number): TextLine => {
    const order = Array.from({ length: end - start }, (_, i) => start + i);
    for (const [first = start, last = start] of bidi.getReorderSegments(source, levels, start, end - 1)) {
      const reversed = order.slice(first - start, last - start + 1).reverse();
      order.splice(first - start, reversed.length, ...reversed);
    }
    const spans: { level: number; min: number; max: number }[] = [];
    for (const index of order) {
      const level = levels.levels[index] ?? 0;
      const span = spans.at(-1);
      const next = span && span.level === level && (level & 1 ? span.min === index + 1 : span.max === index - 1);
      if (span && next) {
        span.min = Math.min(span.min, index);
        span.max = Math.max(span.max, index);
      } else spans.push({ level, min: index, max: index });
    }
    const runs: VisualRun[] = [];
    for (const { level, min, max } of spans) {
      let logical = '';
      for (let index = min; index <= max; index++) {
        const character = source[index] ?? '';
        if (!isBidiControl(character)) logical += character;
      }
      if (!logical) continue;
      const runText = level & 1 ? RTL_RUN + logical : logical;
      runs.push({ text: runText, width: measure(runText) });
    }
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  };
  const fits = (start: number, end: number) => lineOf(start, end).width <= width;
  // Words are measured alone and summed while filling a line (shaping never joins across a space,
  // so the sum is the line's width to a hair); the chosen line is then laid out and checked whole.
  const space = measure(' ');
  const wordWidth = (start: number, end: number) => measure(withoutBidiControls(source.slice(start, end)));

  const lines: TextLine[] = [];
  let start = skipSpaces(source, 0);
  while (start < source.length && lines.length < maxLines) {
    let end = wordEnd(source, start);
    let line: TextLine;
    if (wordWidth(start, end) <= width) {
      let filled = wordWidth(start, end);
      for (;;) {
        const next = skipSpaces(source, end);
        const nextEnd = wordEnd(source, next);
        if (nextEnd === next) break;
        const grown = filled + space * (next - end) + wordWidth(next, nextEnd);
        if (grown > width) break;
        [end, filled] = [nextEnd, grown];
      }
      line = lineOf(start, end);
      // Kerning across a space could push the whole line a hair over: give back words.
      for (let cut = source.lastIndexOf(' ', end - 1); line.width > width && cut > start;) {
        end = trimEnd(source, cut);
        line = lineOf(start, end);
        cut = source.lastIndexOf(' ', end - 1);
      }
    } else {
      end = longestFittingPrefix(source, start, end, fits);
      line = lineOf(start, end);
    }
    lines.push(line);
    start = skipSpaces(source, end);
  }
  const truncated = clipped || start < source.length;
  if (truncated && lines.length > 0) {
    lines[lines.length - 1] = withEllipsis(lines.at(-1)!, rtl, width, measure);
  }
  return { rtl, lines, truncated };
}

const skipSpaces = (text: string, index: number) => {
  while (text[index] === ' ') index++;
  return index;
};

const trimEnd = (text: string, index: number) => {
  while (index > 0 && text[index - 1] === ' ') index--;
  return index;
};

const withoutBidiControls = (text: string) => [...text].filter((character) => !isBidiControl(character)).join('');

const wordEnd = (text: string, index: number) => {
  const space = text.indexOf(' ', index);
  return space === -1 ? text.length : space;
};

/** The end of the longest run of whole graphemes from `start` that fits; at least one grapheme. */
function longestFittingPrefix(
  text: string,
  start: number,
  end: number,
  fits: (start: number, end: number) => boolean,
): number {
  const ends = [...graphemes.segment(text.slice(start, end))].map((part) => start + part.index + part.segment.length);
  let low = 0;
  let high = ends.length - 1;
  // Binary search for the last end that fits; ends[0] is taken even when it does not.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(start, ends[middle]!)) low = middle;
    else high = middle - 1;
  }
  return ends[low]!;
}

/**
 * The line shortened until "…" fits at its end: the visual right in a left-to-right paragraph,
 * the left in a right-to-left one. Runs are dropped, then the last kept one is cut by graphemes.
 */
function withEllipsis(line: TextLine, rtl: boolean, width: number, measure: (text: string) => number): TextLine {
  const ellipsis: VisualRun = { text: ELLIPSIS, width: measure(ELLIPSIS) };
  const runs = rtl ? [...line.runs].reverse() : [...line.runs];
  let total = runs.reduce((sum, run) => sum + run.width, 0);
  while (runs.length > 0 && total + ellipsis.width > width) {
    const last = runs.pop()!;
    total -= last.width;
    const shortened = shortenRun(last, width - total - ellipsis.width, measure);
    if (shortened) {
      runs.push(shortened);
      total += shortened.width;
      break;
    }
  }
  runs.push(ellipsis);
  const visual = rtl ? runs.reverse() : runs;
  return { runs: visual, width: total + ellipsis.width };
}

/** The run's logical beginning that fits `room`, or null when not even one grapheme does. */
function shortenRun(run: VisualRun, room: number, measure: (text: string) => number): VisualRun | null {
  const rtl = run.text.startsWith(RTL_RUN);
  const logical = rtl ? run.text.slice(RTL_RUN.length) : run.text;
  const parts = [...graphemes.segment(logical)].map((part) => part.segment);
  for (let count = parts.length - 1; count > 0; count--) {
    const text = (rtl ? RTL_RUN : '') + parts.slice(0, count).join('').trimEnd();
    const textWidth = measure(text);
    if (textWidth <= room) return { text, width: textWidth };
  }
  return null;
}
