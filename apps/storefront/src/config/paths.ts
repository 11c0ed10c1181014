import {
  BACKOFFICE_PATH_PATTERN,
  BACKOFFICE_PORTALS,
  CONVERSATION_PATHS,
  CUSTOMER_LANDING_PATH,
} from '@marketplace/contract';

// Every path of the storefront once (spec 2.1), with a getHref so links never spell a path twice.
// Back-office paths are here too: the storefront sends providers and admins there with a full page
// load, because the back office is a separate app served by apps/api on the same origin.

export const paths = {
  root: { path: '/', getHref: () => '/' },
  start: { path: '/start', getHref: () => '/start' },
  home: { path: '/home', getHref: () => '/home' },
  services: {
    path: '/services',
    getHref: (search?: URLSearchParams | string) => {
      const query = search?.toString() ?? '';
      return query ? `/services?${query}` : '/services';
    },
  },
  serviceItem: { path: '/services/:serviceItemId', getHref: (id: string) => `/services/${encodeURIComponent(id)}` },
  brands: { path: '/brands', getHref: () => '/brands' },
  // Ours (issue 35): a business's own page, which search engines and shared links can name.
  brand: { path: '/brands/:providerId', getHref: (id: string) => `/brands/${encodeURIComponent(id)}` },
  contact: { path: '/contact', getHref: () => '/contact' },
  // Ours (issue 38): the help text, whose sections other pages link to by their anchors.
  help: {
    path: '/help',
    getHref: (anchor?: 'verified-businesses') => (anchor ? `/help#${anchor}` : '/help'),
  },
  cookiePolicy: {
    path: '/cookie-policy',
    getHref: (anchor?: 'privacy-policy' | 'terms-of-service' | 'cookie-policy') =>
      anchor ? `/cookie-policy#${anchor}` : '/cookie-policy',
  },
  providerSignup: { path: '/provider-signup', getHref: () => '/provider-signup' },
  providerLogin: { path: '/provider-login', getHref: () => '/provider-login' },
  resetPassword: {
    path: '/ResetPassword',
    getHref: (query?: { token?: string; email?: string; redirect?: string }) => {
      const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, v]) => v) as [string, string][]);
      return search.size ? `/ResetPassword?${search}` : '/ResetPassword';
    },
  },
  customerResetPassword: {
    path: '/reset-password/customer/:token',
    getHref: (token: string) => `/reset-password/customer/${encodeURIComponent(token)}`,
  },
  providerResetPassword: {
    path: '/reset-password/provider/:token',
    getHref: (token: string) => `/reset-password/provider/${encodeURIComponent(token)}`,
  },
  verifyEmail: {
    path: '/verify-email',
    getHref: (token?: string) => (token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email'),
  },
  customerAuth: {
    path: '/customer-auth',
    getHref: (mode?: 'register' | 'forgot') => (mode ? `/customer-auth?mode=${mode}` : '/customer-auth'),
  },
  payments: { path: '/payments', getHref: () => '/payments' },
  paymentResult: { path: '/payment/result', getHref: () => '/payment/result' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  customerDashboard: {
    path: `${CUSTOMER_LANDING_PATH}/*`,
    getHref: () => CUSTOMER_LANDING_PATH,
  },
  // The dashboard's sub-routes (spec 2.5); the index and unknown sub-paths redirect to the profile.
  customerProfile: { path: '/customer-dashboard/profile', getHref: () => '/customer-dashboard/profile' },
  customerOrders: { path: '/customer-dashboard/orders', getHref: () => '/customer-dashboard/orders' },
  customerTransactions: {
    path: '/customer-dashboard/transactions',
    getHref: () => '/customer-dashboard/transactions',
  },
  customerSettings: { path: '/customer-dashboard/settings', getHref: () => '/customer-dashboard/settings' },
  customerOrder: {
    path: '/customer-dashboard/order/:orderId',
    getHref: (orderId: string) => `/customer-dashboard/order/${encodeURIComponent(orderId)}`,
  },
  // Issue 37: the customer's conversations with businesses, as the API's e-mails link to them.
  customerMessages: {
    path: CONVERSATION_PATHS.customerList,
    getHref: () => CONVERSATION_PATHS.customerList,
  },
  customerConversation: {
    path: CONVERSATION_PATHS.customer(':conversationId'),
    getHref: (conversationId: string) => CONVERSATION_PATHS.customer(encodeURIComponent(conversationId)),
  },
  providerDashboard: {
    path: `${BACKOFFICE_PORTALS.provider.basename}/*`,
    getHref: () => BACKOFFICE_PORTALS.provider.landing,
  },
  admin: { path: `${BACKOFFICE_PORTALS.admin.basename}/*`, getHref: () => BACKOFFICE_PORTALS.admin.landing },
} as const;

/** Paths owned by the back-office app: reached with a full page load, never the storefront router. */
export function isBackOfficePath(path: string): boolean {
  return BACKOFFICE_PATH_PATTERN.test(path);
}
