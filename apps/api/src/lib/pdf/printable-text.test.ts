import { describe, expect, it } from 'vitest';
import { printableText } from './printable-text';

// A font with ASCII and Arabic only.
const covers = (codePoint: number) => codePoint < 0x7f || (codePoint >= 0x600 && codePoint <= 0x6ff);

describe('printableText', () => {
  it('keeps what the font draws, markup included', () => {
    expect(printableText('<b>Clean & co</b> تنظيف', covers)).toBe('<b>Clean & co</b> تنظيف');
  });

  it('turns line breaks, tabs and controls into single spaces', () => {
    expect(printableText(' one\r\ntwo\tthree\u0000four\u2028five  ', covers)).toBe('one two three four five');
  });

  it('drops emoji whole, with their joiners, skin tones and flags', () => {
    expect(printableText('Clean ✨ 👨‍👩‍👧 👍🏽 🇧🇭 1️⃣ done', covers)).toBe('Clean 1 done');
  });

  it('shows "?" for a character the font lacks, lone surrogates included', () => {
    expect(printableText('漢字 \uD800 é', covers)).toBe('?? ? ?');
  });

  it('keeps bidi controls and joiners for the layout', () => {
    expect(printableText('\u202Eabc\u202C \u200Fب\u200C', covers)).toBe('\u202Eabc\u202C \u200Fب\u200C');
  });

  it('composes decomposed letters (NFC)', () => {
    expect(printableText('e\u0301', (point) => point === 0xe9)).toBe('é');
  });
});
