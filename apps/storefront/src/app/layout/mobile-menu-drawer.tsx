import { ConnectedThemeToggle } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { useT } from '@/lib/text';
import { LanguageSwitchItem } from './language-switch';
import type { MenuLink } from './nav-links';

export interface MobileMenuDrawerProps {
  readonly open: boolean;
  readonly links: readonly MenuLink[];
  readonly onClose: () => void;
  /** Present when someone is signed in: the Logout item. */
  readonly onSignOut?: () => void;
}

/** The open mobile menu (loaded on first use by mobile-menu.tsx: the shell need not carry Drawer). */
export function MobileMenuDrawer({ open, links, onClose, onSignOut }: MobileMenuDrawerProps) {
  const t = useT();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('shell.menu.theme')}
        </Typography>
        <ConnectedThemeToggle />
      </Box>
      <nav aria-label={t('shell.menu.mobile')}>
        <List>
          {links.map((link) => (
            <ListItemButton key={link.label} component={AppLink} to={link.to} onClick={onClose}>
              <ListItemText primary={t(link.label)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <List>
          <LanguageSwitchItem />
        </List>
        {onSignOut && (
          <>
            <Divider />
            <List>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                <ListItemText primary={t('shell.menu.logout')} />
              </ListItemButton>
            </List>
          </>
        )}
      </nav>
    </Drawer>
  );
}
