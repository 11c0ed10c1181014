import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/lib/use-sign-out';
import { useT } from '@/lib/text';
import { accountLinkFor } from './account-links';
import { GUEST_MENU } from './nav-links';

const UserMenuPopup = lazyWithPreload(() =>
  import('./user-menu-popup').then((module) => ({ default: module.UserMenuPopup })),
);

/** Spec 2.4 user menu: guests get the two sign-up doors, signed-in users their area and Logout. */
export function UserMenu() {
  const { role, user } = useSession();
  const t = useT();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so later closings keep MUI's exit transition.
  const [used, setUsed] = useState(false);
  const menuId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={user ? t('shell.menu.accountFor', { email: user.email }) : t('shell.menu.account')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void UserMenuPopup.preload()}
        onFocus={() => void UserMenuPopup.preload()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <UserMenuPopup
            id={menuId}
            anchor={anchor}
            links={role ? [accountLinkFor(role)] : GUEST_MENU}
            onClose={() => setAnchor(null)}
            {...(role && { onSignOut: () => void signOut() })}
          />
        </Suspense>
      )}
    </>
  );
}
