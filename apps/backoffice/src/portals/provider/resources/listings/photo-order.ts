/** The list with the entry at `from` moved to `to` (both clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry as T);
  return next;
}

/** What the live region says after a move: position counted from 1, the first is the cover. */
export function movedAnnouncement(position: number, count: number): string {
  const cover = position === 1 ? ' It is now the cover photo.' : '';
  return `Photo moved to position ${position} of ${count}.${cover}`;
}
