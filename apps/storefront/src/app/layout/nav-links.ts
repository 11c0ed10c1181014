import { paths } from '@/config/paths';
import type { MessageId } from '@/locales/message-id';

export interface MenuLink {
  /** The link's text, from the catalogs. */
  readonly label: MessageId;
  readonly to: string;
}

/** Spec 2.4: the top bar's page links, shared by the desktop bar and the mobile menu. */
export const NAV_LINKS: readonly MenuLink[] = [
  { label: 'shell.nav.home', to: paths.home.getHref() },
  { label: 'shell.nav.services', to: paths.services.getHref() },
  { label: 'shell.nav.brands', to: paths.brands.getHref() },
  { label: 'shell.nav.contact', to: paths.contact.getHref() },
];

/** Guest menu of spec 2.4. */
export const GUEST_MENU: readonly MenuLink[] = [
  { label: 'shell.menu.becomeCustomer', to: paths.customerAuth.getHref() },
  { label: 'shell.menu.becomeProvider', to: paths.providerLogin.getHref() },
];

/** The mobile menu adds sign-in links for guests (spec 2.4). */
export const GUEST_MOBILE_MENU: readonly MenuLink[] = [
  { label: 'shell.menu.signIn', to: paths.customerAuth.getHref() },
  { label: 'shell.menu.providerLogin', to: paths.providerLogin.getHref() },
  { label: 'shell.menu.becomeProvider', to: paths.providerSignup.getHref() },
];
