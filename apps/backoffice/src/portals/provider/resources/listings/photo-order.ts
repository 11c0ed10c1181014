import type { Translate } from '@/i18n/text';

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
export function movedAnnouncement(t: Translate, position: number, count: number): string {
  return t(position === 1 ? 'provider.listings.photos.movedToCover' : 'provider.listings.photos.moved', {
    position,
    count,
  });
}

/**
 * Which way an arrow key moves a photo in the row of photos, which follows the reading direction:
 * left to right, ArrowLeft is earlier and ArrowRight later; right to left (Arabic), the earlier
 * photo is on the right, so ArrowRight is earlier and ArrowLeft later. null for any other key.
 */
export function arrowMove(key: string, direction: 'ltr' | 'rtl'): 'earlier' | 'later' | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const towardsLeft = key === 'ArrowLeft';
  return towardsLeft === (direction === 'ltr') ? 'earlier' : 'later';
}
