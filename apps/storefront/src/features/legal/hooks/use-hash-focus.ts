import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL's hash (/cookie-policy#terms-of-service) on mount and on
 * every hash link, and moves keyboard focus to its heading, so the next Tab continues from the
 * section the reader asked for and a screen reader announces where they are. The router does not
 * do this for client-side navigations, and the root shell only scrolls to the top on hashless ones.
 */
export function useHashFocus(): void {
  // The key changes on every navigation, so clicking the same contents link twice scrolls again.
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    const heading = target.matches('h1, h2, h3') ? target : target.querySelector<HTMLElement>('h2, h3');
    heading?.focus({ preventScroll: true });
  }, [hash, key]);
}
