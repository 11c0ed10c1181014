// Names, addresses and line descriptions come from people (providers' titles, customers'
// profiles): anything Unicode allows may arrive. A document prints them with what its font draws.

/**
 * Emoji with their joiners, variation selectors, skin tones, keycaps, flags and tags: decoration
 * the font has no glyph for, dropped rather than shown as "?" (a title "Cleaning ✨" stays clean).
 */
const EMOJI =
  /\u200D?(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator})|[\uFE0E\uFE0F\u20E3\u{E0020}-\u{E007F}]/gu;
/** Line breaks, tabs and other controls: the layout decides where lines break. */
const CONTROLS_AND_SPACES = /[\p{Cc}\p{Zl}\p{Zp}\p{Zs}]+/gu;
/** The marks, embeddings, overrides and isolates the bidirectional algorithm reads. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** The joiners Arabic shaping reads (zero width when drawn). */
const JOINERS = /[\u200C\u200D]/u;

/**
 * The text as the PDF can print it: NFC, whitespace and controls as single spaces, emoji dropped,
 * and any other character the font cannot draw as "?" (a name in a script the font lacks stays
 * visibly incomplete rather than silently shorter). Bidi controls and joiners stay: the layout
 * reads them.
 */
export function printableText(text: string, covers: (codePoint: number) => boolean): string {
  const cleaned = text.normalize('NFC').replace(EMOJI, '').replace(CONTROLS_AND_SPACES, ' ');
  let result = '';
  for (const character of cleaned) {
    // Lone surrogates, unassigned and private-use code points fall through to "?".
    const keep =
      character === ' ' ||
      BIDI_CONTROLS.test(character) ||
      JOINERS.test(character) ||
      covers(character.codePointAt(0) ?? 0);
    result += keep ? character : '?';
  }
  // A dropped emoji between two spaces leaves two.
  return result.replace(/ {2,}/g, ' ').trim();
}

/** Whether a character only steers the bidirectional algorithm and is never drawn. */
export const isBidiControl = (character: string): boolean => BIDI_CONTROLS.test(character);
