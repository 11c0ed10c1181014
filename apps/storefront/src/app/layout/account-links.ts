import type { Role } from '@marketplace/contract';
import { paths } from '@/config/paths';
import type { MenuLink } from './nav-links';

/**
 * The signed-in user menu of spec 2.4: customers see Profile, providers and admins Dashboard.
 * Profile goes straight to the profile screen rather than through the dashboard index's redirect.
 */
export function accountLinkFor(role: Role): MenuLink {
  if (role === 'customer') return { label: 'shell.menu.profile', to: paths.customerProfile.getHref() };
  if (role === 'provider') return { label: 'shell.menu.dashboard', to: paths.providerDashboard.getHref() };
  return { label: 'shell.menu.dashboard', to: paths.admin.getHref() };
}
