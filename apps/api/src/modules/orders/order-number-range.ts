// An order number typed into a search box (the id's leading characters, "#1A2B3C4D" as the lists
// print it) becomes a range of ids: `id between low and high` walks the primary key, where
// `id::text ilike '1a2b3c4d%'` would read every order. UUIDs compare byte by byte, which is the
// order of their hex digits, so the range holds exactly the ids that start with the prefix.

const UUID_HEX_DIGITS = 32;

function asUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The ids starting with `term` (hex digits, dashes ignored, `#` in front allowed), or undefined
 * when the term cannot be the start of an id.
 */
export function orderIdPrefixRange(term: string): { low: string; high: string } | undefined {
  const hex = term.trim().replace(/^#/, '').replaceAll('-', '').toLowerCase();
  if (hex.length === 0 || hex.length > UUID_HEX_DIGITS || !/^[0-9a-f]+$/.test(hex)) return undefined;
  return {
    low: asUuid(hex.padEnd(UUID_HEX_DIGITS, '0')),
    high: asUuid(hex.padEnd(UUID_HEX_DIGITS, 'f')),
  };
}
