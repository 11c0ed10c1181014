import type { ObservableSession } from '@marketplace/client/session';
import type { BackofficePortal } from '@marketplace/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import { createContext, useContext, type ReactNode } from 'react';
import type { MessageId } from '@/i18n/text';
import type { MenuBadges } from './layout/menu-badges';

// What the shared layout needs to know about the portal it frames: its landing page (the first
// menu item and the brand link) and the session it follows.

export interface PortalLanding {
  /** Absolute path, e.g. /admin/analytics. */
  readonly path: string;
  /** The menu's text, a message id: the menu shows it in the language on screen. */
  readonly label: MessageId;
  readonly icon: SvgIconComponent;
}

/** A page of the portal that is not a resource, listed in the menu after the landing page or at its end. */
export interface PortalPage extends PortalLanding {
  /** The key of its live count in the portal's badges (MenuBadges), if it has one. */
  readonly badge?: string;
}

export interface PortalInfo {
  readonly portal: BackofficePortal;
  readonly landing: PortalLanding;
  /** Further custom pages in the menu, after the landing page (the admin's "Needs action"). */
  readonly pages?: readonly PortalPage[];
  /** Custom pages at the end of the menu, after the resources (the admin's VAT report and seller details). */
  readonly lastPages?: readonly PortalPage[];
  readonly session: ObservableSession;
  /** The portal's live menu counts (a hook, called by the layout inside <Admin>); none if absent. */
  readonly useBadges?: () => MenuBadges;
}

const PortalContext = createContext<PortalInfo | null>(null);

export function PortalProvider({ value, children }: { value: PortalInfo; children: ReactNode }) {
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

export function usePortal(): PortalInfo {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() needs a <PortalProvider> above it (shell/portal-admin.tsx).');
  return portal;
}
