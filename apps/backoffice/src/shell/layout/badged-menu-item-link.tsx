import Badge from '@mui/material/Badge';
import type { ReactElement } from 'react';
import { MenuItemLink, MenuItemLinkClasses, type MenuItemLinkProps } from 'react-admin';
import { useLocation } from 'react-router';
import { visuallyHidden } from '@marketplace/ui';
import { useT } from '@/i18n/text';
import type { MenuBadge } from './menu-badges';

export interface BadgedMenuItemLinkProps extends Omit<MenuItemLinkProps, 'leftIcon' | 'primaryText' | 'to'> {
  readonly to: string;
  readonly primaryText: string;
  readonly leftIcon: ReactElement;
  /** A count beside the icon; nothing is shown for 0 or none. */
  readonly badge?: MenuBadge;
}

// The current page stands out by more than react-admin's text shade: a tint and the brand colour.
const currentPageSx = {
  [`&.${MenuItemLinkClasses.active}`]: {
    color: 'primary.main',
    bgcolor: 'action.selected',
    fontWeight: 600,
    [`& .${MenuItemLinkClasses.icon}`]: { color: 'primary.main' },
  },
};

/**
 * react-admin's menu link with an optional count on its icon (visible when the sidebar is folded
 * to icons too). The count is part of the link's name, so a screen reader hears "Providers, 3
 * pending" (`label` says what is counted, without the number); the current page has aria-current.
 */
export function BadgedMenuItemLink({ badge, leftIcon, primaryText, to, ...rest }: BadgedMenuItemLinkProps) {
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  const count = badge?.count ?? 0;
  const t = useT();
  return (
    <MenuItemLink
      sx={currentPageSx}
      {...rest}
      to={to}
      primaryText={
        count > 0 && badge ? (
          // One text for the name: Chromium puts a space before a separate hidden part ("Orders , 2").
          <>
            <span aria-hidden="true">{primaryText}</span>
            <span style={visuallyHidden}>
              {t('shell.menu.badged', { name: primaryText, counted: t(badge.label, { count }) })}
            </span>
          </>
        ) : (
          primaryText
        )
      }
      aria-current={current ? 'page' : undefined}
      leftIcon={
        // No badge element without a count: an invisible badge still puts its "0" in the link's text.
        // The name comes from the text (no aria-label that could differ from what is shown, WCAG
        // 2.5.3); the badge's own number is hidden from it, since the hidden text says it.
        count > 0 ? (
          <Badge badgeContent={count} max={99} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
            {leftIcon}
          </Badge>
        ) : (
          leftIcon
        )
      }
    />
  );
}
