import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { AppLink } from '@/components/app-link';
import type { MenuLink } from './nav-links';
import { useT } from '@/lib/text';

export interface UserMenuPopupProps {
  readonly id: string;
  readonly anchor: HTMLElement | null;
  readonly links: readonly MenuLink[];
  readonly onClose: () => void;
  /** Present when someone is signed in: the Logout item. */
  readonly onSignOut?: () => void;
}

/** The open user menu (loaded on first use by user-menu.tsx: the shell need not carry MUI's Menu). */
export function UserMenuPopup({ id, anchor, links, onClose, onSignOut }: UserMenuPopupProps) {
  const t = useT();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.label} component={AppLink} to={link.to} onClick={onClose}>
          <ListItemText>{t(link.label)}</ListItemText>
        </MenuItem>
      ))}
      {onSignOut && (
        <MenuItem
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          <ListItemText>{t('shell.menu.logout')}</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
