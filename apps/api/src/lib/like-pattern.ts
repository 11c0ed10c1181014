/** Escapes LIKE's wildcards so a user's `%` or `_` matches itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching `value` anywhere, taken literally. */
export const containsPattern = (value: string): string => `%${escapeLike(value)}%`;
