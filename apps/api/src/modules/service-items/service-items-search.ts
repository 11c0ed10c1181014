// How catalog search reads the Search text. The database side is migration 0002: a weighted
// `search_document` (name A, description B, business and category names C, 'english' config,
// accents folded) with a GIN index, and a trigram GIN index on the folded lower-case name.

/**
 * pg_trgm.word_similarity_threshold for searches (default 0.6). 0.5 still finds 'airconditoning'
 * in 'Split Air-Conditioning Unit' (0.52) and 'plumbr' in 'Emergency Plumbing Repair' (0.71),
 * without letting three shared letters match everything.
 */
export const TRIGRAM_WORD_THRESHOLD = '0.5';

/** More words than this only narrow an AND query further; the contract caps Search at 100 chars. */
const MAX_WORDS = 8;

export interface SearchTerms {
  /** The text as typed (trimmed), for trigram similarity on the name. */
  text: string;
  /**
   * Every word as a prefix, all required: 'plumb rep' -> 'plumb:* & rep:*'. Only letters and
   * digits reach it, so user input can never form tsquery operators. Null when nothing is left.
   */
  tsquery: string | null;
}

/** Null when there is nothing to search for (absent, blank or punctuation only). */
export function searchTerms(search: string | undefined): SearchTerms | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { text, tsquery: words.map((word) => `${word}:*`).join(' & ') };
}
