import { createContext, useContext } from 'react';
import type { MessageId } from '@/i18n/text';

// Counts shown as badges beside menu items (the "needs action" inbox: pending providers, payout
// requests, new inquiries), keyed by resource name. The layout reads them; whoever keeps them live
// (the notification stream) provides them around the portal with <MenuBadgesProvider>.

export interface MenuBadge {
  readonly count: number;
  /** What is counted, for screen readers: a message on `count` ("{count, plural, ...}": "3 pending"). */
  readonly label: MessageId;
}

export type MenuBadges = Readonly<Record<string, MenuBadge | undefined>>;

const MenuBadgesContext = createContext<MenuBadges>({});

export const MenuBadgesProvider = MenuBadgesContext.Provider;

export const useMenuBadges = (): MenuBadges => useContext(MenuBadgesContext);
