import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { accountLinkFor } from './account-links';
import { GUEST_MENU } from './nav-links';

/** Spec 2.4 user menu: guests get the two sign-up doors, signed-in users their area and Logout. */
export function UserMenu() {
  const { role, user } = useSession();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const links = role ? [accountLinkFor(role)] : GUEST_MENU;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={user ? `Account menu for ${user.email}` : 'Account menu'}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.label} component={AppLink} to={link.to} onClick={close}>
            <ListItemText>{link.label}</ListItemText>
          </MenuItem>
        ))}
        {role && (
          <MenuItem
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <ListItemText>Logout</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
