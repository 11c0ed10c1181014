import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { usePortal } from '../portal-context';
import { MenuBadgesProvider, type MenuBadges } from './menu-badges';
import { PortalAppBar } from './portal-app-bar';
import { PortalMenu } from './portal-menu';
import { useFollowSignOut } from './use-follow-sign-out';

/**
 * react-admin's layout (skip link, sidebar that becomes a drawer on phones, error boundary,
 * Suspense for lazy screens) with the portal's app bar and menu.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useFollowSignOut();
  // The portal's hook is fixed for the app's lifetime, so it is always the same hook (or none).
  const badges = (usePortal().useBadges ?? noBadges)();
  return (
    <MenuBadgesProvider value={badges}>
      <Layout appBar={PortalAppBar} menu={PortalMenu} sx={fitWidth}>
        {children}
      </Layout>
    </MenuBadgesProvider>
  );
}

/**
 * react-admin's layout is at least as wide as its content (`min-width: fit-content`), and its
 * content and page bodies are flex items, whose default minimum width is their content's: one wide
 * table made a whole page wider than a 360 px phone. At 0 the table scrolls inside its own box.
 */
const fitWidth = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-content, & .RaList-main, & .RaShow-main, & .RaEdit-main, & .RaCreate-main': {
    minWidth: 0,
  },
};

const NONE: MenuBadges = {};
const noBadges = () => NONE;
