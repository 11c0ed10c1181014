import { paths } from '@/config/paths';

/** Spec 2.4: the top bar's page links, shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Products & Services', to: paths.services.getHref() },
  { label: 'Brands', to: paths.brands.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
] as const;

export interface MenuLink {
  readonly label: string;
  readonly to: string;
}

/** Guest menu of spec 2.4. */
export const GUEST_MENU: readonly MenuLink[] = [
  { label: 'Become a Customer', to: paths.customerAuth.getHref() },
  { label: 'Become a Provider', to: paths.providerLogin.getHref() },
];

/** The mobile menu adds sign-in links for guests (spec 2.4). */
export const GUEST_MOBILE_MENU: readonly MenuLink[] = [
  { label: 'Sign In', to: paths.customerAuth.getHref() },
  { label: 'Provider Login', to: paths.providerLogin.getHref() },
  { label: 'Become a Provider', to: paths.providerSignup.getHref() },
];
