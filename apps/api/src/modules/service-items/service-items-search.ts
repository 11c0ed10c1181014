// How catalog search reads the Search text. The database side is migration 0002: a weighted
// `search_document` (name A, description B, business and category names C, 'english' config,
// accents folded) with a GIN index, and a trigram GIN index on the folded lower-case name.
// Migration 0016 adds the Arabic texts to the document ('simple' config) and a trigram index on
// the Arabic name; it folds Arabic spellings in SQL (marketplace_search_fold: hamza forms of alef,
// alef maqsura, ta marbuta, hamza on waw and ya, tashkeel, tatweel), for the document and for the
// search words alike. See docs/decisions/languages.md, "Search in Arabic".

/**
 * pg_trgm.word_similarity_threshold for searches (default 0.6). 0.5 still finds 'airconditoning'
 * in 'Split Air-Conditioning Unit' (0.52) and 'plumbr' in 'Emergency Plumbing Repair' (0.71),
 * without letting three shared letters match everything. The same threshold serves Arabic, whose
 * words score as English words of the same length: one wrong letter of five scores 0.67 at the end
 * ('تنظيق' for 'تنظيف'), 0.5 at the start ('ننظيف'), 0.33-0.5 in the middle; 0.6 at the last of
 * four ('مكيق' for 'مكيف'). Figures: docs/decisions/languages.md, "Search in Arabic".
 */
export const TRIGRAM_WORD_THRESHOLD = '0.5';

/**
 * A search whose Arabic words are all shorter than this takes no part in misspelling matches on
 * the Arabic name. A three-letter word has four trigrams, and one wrong letter keeps at most two
 * of them (0.5): exactly what an unrelated word sharing its first two letters scores ('حفل' and
 * 'حفر'), and Arabic has many three-letter words. They still match as words and word beginnings.
 */
export const ARABIC_TRIGRAM_MIN_LETTERS = 4;

/** More words than this only narrow an AND query further; the contract caps Search at 100 chars. */
const MAX_WORDS = 8;

export interface SearchTerms {
  /** The text as typed (trimmed): what the catalog cache keys a search by. */
  text: string;
  /**
   * Every word as a prefix, all required: 'plumb rep' -> 'plumb:* & rep:*'. Only letters and
   * digits reach it, so user input can never form tsquery operators. Null when nothing is left.
   * Arabic words are in it too: the SQL folds them (marketplace_search_words) and the 'english'
   * configuration leaves Arabic script as it is.
   */
  tsquery: string | null;
  /**
   * For trigram similarity on the (English) name: the text as typed, less its Arabic words (the C
   * locale's pg_trgm sees no letters in them, PGlite's does: leaving them out answers the same on
   * both). Null when nothing is left.
   */
  nameText: string | null;
  /**
   * For trigram similarity on the Arabic name: the Arabic words, when one of them has 4 letters
   * or more (see ARABIC_TRIGRAM_MIN_LETTERS), else null.
   */
  arabicText: string | null;
}

/** A word with a letter of the Arabic script (Arabic, its supplements and presentation forms). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
/** Letters, combining marks and digits: tashkeel (marks) stays inside its word. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Left out of words: combining marks (tashkeel) and tatweel. */
const IGNORED = /[\p{M}\u0640]/gu;
/** Invisible format characters (joiners, direction marks): removed, so they never split a word. */
const FORMAT = /\p{Cf}/gu;

/** Null when there is nothing to search for (absent, blank or punctuation only). */
export function searchTerms(search: string | undefined): SearchTerms | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  const words = (text.replace(FORMAT, '').toLowerCase().match(WORD) ?? [])
    .map((word) => word.replace(IGNORED, ''))
    .filter((word) => word.length > 0);
  if (words.length === 0) return null;
  const arabic = words.filter((word) => ARABIC.test(word));
  const nameText = arabic.length === 0 ? text : text.replace(WORD, (word) => (ARABIC.test(word) ? ' ' : word)).trim();
  return {
    text,
    tsquery: words
      .slice(0, MAX_WORDS)
      .map((word) => `${word}:*`)
      .join(' & '),
    nameText: /[\p{L}\p{N}]/u.test(nameText) ? nameText.replace(/\s+/gu, ' ') : null,
    arabicText: arabic.some((word) => [...word].length >= ARABIC_TRIGRAM_MIN_LETTERS) ? arabic.join(' ') : null,
  };
}
