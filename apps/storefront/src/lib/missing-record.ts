import { isApiError } from '@marketplace/client';

// A page's record that is not there: the API answers 404 for a missing or hidden one, and 400 for
// an id that cannot be one (a mangled link). For a visitor both are the same dead link, and the
// server sends such a page with the status 404 (app/seo/page-head.ts).

export const isMissingRecord = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);
