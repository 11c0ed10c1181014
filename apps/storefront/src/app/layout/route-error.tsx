import { CrashScreen } from '@marketplace/ui';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';

/** Spec 2.8: any error thrown while rendering a page ends here, never on a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => console.error('Page crashed', error), [error]);
  // Try Again re-renders the same route (a fresh attempt at its lazy chunk and data).
  return <CrashScreen error={error} onRetry={() => void navigate(0)} onRefresh={() => window.location.reload()} />;
}
