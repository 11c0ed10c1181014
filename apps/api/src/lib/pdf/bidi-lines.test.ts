import { describe, expect, it } from 'vitest';
import { layoutParagraph, type Paragraph } from './bidi-lines';
import { RTL_RUN } from './pdf-fonts';

// Each character one unit wide, so widths are lengths and the runs can be read off directly.
const measure = (text: string) => text.replace(RTL_RUN, '').length;
const layout = (text: string, width = 1000, maxLines = 5) => layoutParagraph(text, { width, maxLines, measure });
/** The lines as runs in visual order, "<" marking a right-to-left run. */
const runs = (paragraph: Paragraph) =>
  paragraph.lines.map((line) => line.runs.map((run) => run.text.replace(RTL_RUN, '<')));

describe('layoutParagraph', () => {
  it('keeps English left to right, in one run', () => {
    const paragraph = layout('Tax Invoice INV-000123');
    expect(paragraph.rtl).toBe(false);
    expect(runs(paragraph)).toEqual([['Tax Invoice INV-000123']]);
  });

  it('orders Arabic right to left with numbers and codes inside it left to right', () => {
    const paragraph = layout('رقم الفاتورة: INV-000123 بتاريخ 2026');
    expect(paragraph.rtl).toBe(true);
    // Visual order, left to right: the year, the Arabic before it, the code, the first words.
    expect(runs(paragraph)).toEqual([['2026', '< بتاريخ ', 'INV-000123', '<رقم الفاتورة: ']]);
  });

  it('gives an English label followed by Arabic as two runs, English first', () => {
    expect(runs(layout('Tax Invoice / فاتورة ضريبية'))).toEqual([['Tax Invoice / ', '<فاتورة ضريبية']]);
  });

  it('keeps Arabic-Indic digits left to right', () => {
    expect(runs(layout('مدة ٣ ساعات'))).toEqual([['< ساعات', '٣', '<مدة ']]);
  });

  it('reads the bidi controls and draws none of them', () => {
    // An override turns "abc" right to left: drawn reversed, as a browser would.
    const paragraph = layout('x \u202Eabc\u202C y');
    expect(runs(paragraph)).toEqual([['x ', '<abc', ' y']]);
    expect(paragraph.lines[0]!.width).toBe(7);
  });

  it('breaks at spaces, the first line of Arabic at the right', () => {
    const paragraph = layout('كلمة أولى كلمة ثانية', 10);
    expect(runs(paragraph)).toEqual([['<كلمة أولى'], ['<كلمة ثانية']]);
    expect(paragraph.truncated).toBe(false);
  });

  it('breaks a word longer than a line between letters', () => {
    const paragraph = layout('a'.repeat(25), 10);
    expect(runs(paragraph)).toEqual([['a'.repeat(10)], ['a'.repeat(10)], ['a'.repeat(5)]]);
  });

  it('ends with "…" when the text needs more lines than allowed', () => {
    const english = layout('one two three four five six', 9, 2);
    expect(english.truncated).toBe(true);
    expect(runs(english)).toEqual([['one two'], ['three', '…']]);
    // In Arabic the end of a line is its left edge.
    const arabic = layout('واحد اثنان ثلاثة أربعة', 11, 1);
    expect(runs(arabic)).toEqual([['…', '<واحد اثنان']]);
    expect(arabic.lines[0]!.width).toBeLessThanOrEqual(11);
  });

  it('stays quick on a megabyte of text', () => {
    const started = performance.now();
    const paragraph = layout('word '.repeat(200_000), 100, 3);
    expect(paragraph.lines).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
