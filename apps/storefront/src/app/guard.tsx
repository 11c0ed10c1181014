import { landingPathFor, type Role } from '@marketplace/contract';
import { FullScreenSpinner } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { customerReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';

// Spec 2.2: a visitor goes to the redirect target (default /start); a user with no known role to
// /start; a signed-in user with the wrong role to their own landing page; everyone else sees it.

export interface RequireAuthProps {
  /** Roles allowed in; omitted means any signed-in user (the /admin/* level of 2.1). */
  readonly roles?: readonly Role[];
  readonly redirectTo?: string;
  readonly children?: ReactNode;
}

export function RequireAuth({ roles, redirectTo = paths.start.getHref(), children }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  const t = useT();
  if (session.status === 'restoring') return <FullScreenSpinner label={t('shell.restoringSession')} />;
  if (!session.isAuthenticated) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  if (!session.role) return <Navigate to={paths.start.getHref()} replace />;
  if (roles && !roles.includes(session.role)) return <Navigate to={landingPathFor(session.role)} replace />;
  return children ?? <Outlet />;
}

/**
 * /customer-auth is only for users who are not signed in; the others go to their landing page. A
 * customer who just signed in here goes back to the page the guard sent them from (the form's own
 * navigation would lose the race against this redirect, which runs as soon as the tokens are saved).
 */
export function RequireGuest({ children }: { readonly children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const t = useT();
  if (session.status === 'restoring') return <FullScreenSpinner label={t('shell.restoringSession')} />;
  const from = (location.state as { from?: unknown } | null)?.from;
  if (session.role === 'customer' && from) return <Navigate to={customerReturnPath(location.state)} replace />;
  if (session.role) return <Navigate to={landingPathFor(session.role)} replace />;
  return children ?? <Outlet />;
}
