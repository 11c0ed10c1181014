import type { MessageId } from '@/locales/message-id';

// Spec 2.3: every path has a title with the brand prefix; anything else gets the default. The
// path is the app's own, without the language's prefix (/ar).

const TITLES: ReadonlyArray<readonly [RegExp, MessageId]> = [
  [/^\/home\/?$/i, 'shell.title.home'],
  [/^\/start\/?$/i, 'shell.title.start'],
  [/^\/services(\/|$)/i, 'shell.title.services'],
  [/^\/brands(\/|$)/i, 'shell.title.brands'],
  [/^\/contact\/?$/i, 'shell.title.contact'],
  [/^\/cookie-policy\/?$/i, 'shell.title.legal'],
  [/^\/help\/?$/i, 'shell.title.help'],
  [/^\/provider-signup\/?$/i, 'shell.title.providerSignup'],
  [/^\/provider-login\/?$/i, 'shell.title.providerLogin'],
  [/^\/(ResetPassword|reset-password\/(customer|provider)\/[^/]+)\/?$/i, 'shell.title.resetPassword'],
  [/^\/verify-email\/?$/i, 'shell.title.verifyEmail'],
  [/^\/customer-auth\/?$/i, 'shell.title.customerAuth'],
  [/^\/(payments|payment\/result)\/?$/i, 'shell.title.payment'],
  [/^\/notifications\/?$/i, 'shell.title.notifications'],
  // The customer dashboard's sub-routes, then the dashboard itself.
  [/^\/customer-dashboard\/profile\/?$/i, 'shell.title.profile'],
  [/^\/customer-dashboard\/orders\/?$/i, 'shell.title.orders'],
  [/^\/customer-dashboard\/transactions\/?$/i, 'shell.title.transactions'],
  [/^\/customer-dashboard\/settings\/?$/i, 'shell.title.settings'],
  [/^\/customer-dashboard\/order\/[^/]+\/?$/i, 'shell.title.order'],
  [/^\/customer-dashboard\/messages\/[^/]+\/?$/i, 'shell.title.conversation'],
  [/^\/customer-dashboard\/messages\/?$/i, 'shell.title.messages'],
  [/^\/customer-dashboard(\/|$)/i, 'shell.title.dashboard'],
];

/** "Services Marketplace Bahrain | Browse Services", in the page's language. */
export function pageTitleFor(pathname: string, t: (id: MessageId) => string): string {
  const match = TITLES.find(([pattern]) => pattern.test(pathname));
  return `${t('shell.brand')} | ${t(match?.[1] ?? 'shell.title.default')}`;
}
