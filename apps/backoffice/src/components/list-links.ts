import { useCallback } from 'react';
import { useBasename } from 'react-admin';

// Links from a dashboard figure to the list behind it, in react-admin's list URL format
// (`/resource?filter={...}`), under the portal's basename (/admin): react-router's own links do
// not know it, react-admin's do.

export function listPath(basename: string, resource: string, filter: Record<string, unknown> = {}): string {
  const search = Object.keys(filter).length > 0 ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return `${basename}/${resource}${search}`;
}

/** `(resource, filter?) => path` for this portal. */
export function useListLink() {
  const basename = useBasename();
  return useCallback(
    (resource: string, filter?: Record<string, unknown>) => listPath(basename, resource, filter),
    [basename],
  );
}
