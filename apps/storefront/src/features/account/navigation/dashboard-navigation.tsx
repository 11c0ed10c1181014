import { visuallyHidden } from '@marketplace/ui';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/app-link';
import { useT } from '@/lib/text';
import { currentSectionFor, DASHBOARD_SECTIONS, type CurrentSection } from './dashboard-sections';

interface MenuProps {
  readonly current: CurrentSection | null;
}

const ariaCurrentOf = (current: CurrentSection | null, key: string) =>
  current?.section.key === key ? current.ariaCurrent : undefined;

/** Desktop: the four places as a side menu beside the page. */
function SideMenu({ current }: MenuProps) {
  const t = useT();
  return (
    <List disablePadding sx={{ display: { xs: 'none', md: 'block' } }}>
      {DASHBOARD_SECTIONS.map((section) => (
        <ListItem key={section.key} disablePadding sx={{ marginBlockEnd: 0.5 }}>
          <ListItemButton
            component={AppLink}
            to={section.href}
            selected={current?.section.key === section.key}
            aria-current={ariaCurrentOf(current, section.key)}
            sx={{ borderRadius: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{section.icon}</ListItemIcon>
            <ListItemText primary={t(section.label)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Phones: one full-width button naming where the customer is, opening the four places. */
function PhoneMenu({ current }: MenuProps) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const shown = current?.section ?? DASHBOARD_SECTIONS[0];
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <Button
        variant="outlined"
        fullWidth
        startIcon={shown?.icon}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ justifyContent: 'flex-start', '& .MuiButton-endIcon': { marginInlineStart: 'auto' } }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('account.nav.menu')}
        </Box>{' '}
        {shown && t(shown.label)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        {DASHBOARD_SECTIONS.map((section) => (
          <MenuItem
            key={section.key}
            component={AppLink}
            to={section.href}
            selected={current?.section.key === section.key}
            aria-current={ariaCurrentOf(current, section.key)}
            onClick={close}
          >
            <ListItemIcon>{section.icon}</ListItemIcon>
            <ListItemText>{t(section.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/**
 * The customer dashboard's own navigation (issue 17 point 6): a side menu from the md breakpoint,
 * a compact menu button on phones. Both live in one landmark and CSS shows one of them, so the
 * page never jumps when the width is measured after the first paint.
 */
export function DashboardNavigation() {
  const { pathname } = useLocation();
  const current = currentSectionFor(pathname);
  const t = useT();
  return (
    <Box component="nav" aria-label={t('account.nav.label')}>
      <SideMenu current={current} />
      <PhoneMenu current={current} />
    </Box>
  );
}
