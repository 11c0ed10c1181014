import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';
import { useSignOut } from '@/lib/use-sign-out';
import { accountLinkFor } from './account-links';
import { GUEST_MOBILE_MENU, NAV_LINKS, type MenuLink } from './nav-links';

const MobileMenuDrawer = lazyWithPreload(() =>
  import('./mobile-menu-drawer').then((module) => ({ default: module.MobileMenuDrawer })),
);

/** Spec 2.4 mobile menu: the page links, then Sign In / Provider Login / Become a Provider or Logout. */
export function MobileMenu() {
  const { role } = useSession();
  const t = useT();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so later closings keep the drawer's exit transition.
  const [used, setUsed] = useState(false);
  const accountLinks: readonly MenuLink[] = role ? [accountLinkFor(role)] : GUEST_MOBILE_MENU;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.menu.open')}
        aria-expanded={open}
        onPointerEnter={() => void MobileMenuDrawer.preload()}
        onFocus={() => void MobileMenuDrawer.preload()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            links={[...NAV_LINKS, ...accountLinks]}
            onClose={() => setOpen(false)}
            {...(role && { onSignOut: () => void signOut() })}
          />
        </Suspense>
      )}
    </>
  );
}
