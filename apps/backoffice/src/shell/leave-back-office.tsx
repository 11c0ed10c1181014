import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { leaveTo } from '@/full-page';

/**
 * The route for every path outside the portal's basename: a storefront page (/start after a
 * sign-out, /provider-login for a visitor) or the other portal. The server serves the app that
 * owns it, so the path is loaded in full, replacing this history entry.
 */
export function LeaveBackOffice() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => leaveTo(pathname + search + hash), [pathname, search, hash]);
  return null;
}
