import { useCallback } from 'react';
import { useHref } from 'react-router';

/**
 * The browser's URL of app paths that are only known later (each page of a pager): like useHref,
 * under the router's basename, so an Arabic page's raw links stay under /ar. Links the router
 * follows itself (RouterLink, navigate) need none of this.
 */
export function useAppHref(): (path: string) => string {
  // '/' under the basename '/ar' is '/ar'; without a basename it is '/'.
  const root = useHref('/');
  return useCallback((path: string) => (root === '/' ? path : `${root}${path}`), [root]);
}
