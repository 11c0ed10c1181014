/** A listing's or a business's Arabic name and description (issue 33). */
export interface ArabicText {
  name: string;
  description: string;
}

export interface TableLine {
  /** The English line's cells, split on `|` and trimmed. */
  cells: string[];
  /** The `ar | name | description` line written right under it; null when the line stays English-only. */
  arabic: ArabicText | null;
  source: string;
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

// Arabic on a line under its English line, not in a 5th column (300-character lines of mixed-direction text) nor in a file keyed by English name (a key to mistype): each pair reads together.
/**
 * Reads a seed table whose English lines may each be followed by an Arabic line
 * `ar | Arabic name | Arabic description`; an Arabic line with no English line above it, a second
 * one, or one without Arabic letters in both cells throws.
 */
export function readBilingualTable(table: string, where: string): TableLine[] {
  const rows: TableLine[] = [];
  const lines = table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const source of lines) {
    const cells = source.split('|').map((part) => part.trim());
    if (cells[0] !== 'ar') {
      rows.push({ cells, arabic: null, source });
      continue;
    }
    const previous = rows.at(-1);
    const [, name = '', description = '', ...extra] = cells;
    const written = ARABIC_LETTER.test(name) && ARABIC_LETTER.test(description);
    if (!previous || previous.arabic || extra.length > 0 || !written) {
      throw new Error(`Bad Arabic line in ${where}: ${source}`);
    }
    previous.arabic = { name, description };
  }
  return rows;
}
