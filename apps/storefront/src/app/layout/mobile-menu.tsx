import MenuIcon from '@mui/icons-material/Menu';
import { ConnectedThemeToggle } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { AppLink } from '../../components/app-link';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { accountLinkFor } from './account-links';
import { GUEST_MOBILE_MENU, NAV_LINKS, type MenuLink } from './nav-links';

/** Spec 2.4 mobile menu: the page links, then Sign In / Provider Login / Become a Provider or Logout. */
export function MobileMenu() {
  const { role } = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const accountLinks: readonly MenuLink[] = role ? [accountLinkFor(role)] : GUEST_MOBILE_MENU;
  return (
    <>
      <IconButton color="inherit" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 280 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 2, pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Theme
          </Typography>
          <ConnectedThemeToggle />
        </Box>
        <nav aria-label="Mobile">
          <List>
            {[...NAV_LINKS, ...accountLinks].map((link) => (
              <ListItemButton key={link.label} component={AppLink} to={link.to} onClick={close}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
          {role && (
            <>
              <Divider />
              <List>
                <ListItemButton
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </List>
            </>
          )}
        </nav>
      </Drawer>
    </>
  );
}
