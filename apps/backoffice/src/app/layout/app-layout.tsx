import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalAppBar } from './portal-app-bar';
import { PortalMenu } from './portal-menu';
import { useFollowSignOut } from './use-follow-sign-out';

/**
 * react-admin's layout (skip link, sidebar that becomes a drawer on phones, error boundary,
 * Suspense for lazy screens) with the portal's app bar and menu.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useFollowSignOut();
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu}>
      {children}
    </Layout>
  );
}
