import { visuallyHidden } from '@marketplace/ui';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/app-link';
import { useT } from '@/lib/text';
import { unreadMessagesOf, useUnreadCounts } from '@/lib/unread-counts';
import {
  currentSectionFor,
  DASHBOARD_SECTIONS,
  type CurrentSection,
  type DashboardSection,
} from './dashboard-sections';

interface MenuProps {
  readonly current: CurrentSection | null;
  /** Unread conversation messages: the Messages entry's badge. */
  readonly unreadMessages: number;
}

/**
 * An entry's name, with Messages' unread count: the number shows as a badge, and the link's name
 * says it in words ("Messages 3 unread messages": the visible "3" stays part of it).
 */
function EntryLabel({ section, unreadMessages }: { section: DashboardSection; unreadMessages: number }) {
  const t = useT();
  const count = section.key === 'messages' ? unreadMessages : 0;
  return (
    <>
      <ListItemText primary={t(section.label)} />
      {count > 0 && (
        <>
          <Chip
            size="small"
            color="primary"
            label={count > 99 ? '99+' : count}
            aria-hidden
            sx={{ marginInlineStart: 1 }}
          />
          <Box component="span" sx={visuallyHidden}>
            {` ${t('messages.nav.unread', { count })}`}
          </Box>
        </>
      )}
    </>
  );
}

const ariaCurrentOf = (current: CurrentSection | null, key: string) =>
  current?.section.key === key ? current.ariaCurrent : undefined;

/** Desktop: the places as a side menu beside the page. */
function SideMenu({ current, unreadMessages }: MenuProps) {
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
            <EntryLabel section={section} unreadMessages={unreadMessages} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Phones: one full-width button naming where the customer is, opening the places. */
function PhoneMenu({ current, unreadMessages }: MenuProps) {
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
            <EntryLabel section={section} unreadMessages={unreadMessages} />
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
  const unreadMessages = unreadMessagesOf(useUnreadCounts().data);
  return (
    <Box component="nav" aria-label={t('account.nav.label')}>
      <SideMenu current={current} unreadMessages={unreadMessages} />
      <PhoneMenu current={current} unreadMessages={unreadMessages} />
    </Box>
  );
}
