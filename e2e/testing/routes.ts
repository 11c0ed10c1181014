import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONVERSATION_PATHS, type ConversationList, type OrderList, type OrderReviews } from '@marketplace/contract';
import { accounts, bearer, CUSTOMER_AREA_TITLE, signInViaApi } from './accounts';
import { listingNamed } from './catalog';
import { tokenUserId } from './provider';

// Every storefront page once, for the accessibility checks and the screenshots. `ready` waits for
// the state worth looking at (after the reset link's 1 s check, after the failed verification...).

export interface StorefrontRoute {
  /** File-name friendly. */
  readonly name: string;
  /** The path, or how to find it (a listing's id comes from the seeded catalog). */
  readonly path: string | ((request: APIRequestContext) => Promise<string>);
  readonly signedIn?: boolean;
  /** Waits for the state; `say` gives a text in the page's language (testing/languages.ts). */
  readonly ready?: (page: Page, say: (english: string) => string | RegExp) => Promise<void>;
  /** Only these viewport widths (px): a state that exists on phones only. Default: every width. */
  readonly widths?: readonly number[];
}

/** The width of the phone views: below the md breakpoint, where the dashboard's menu is a button. */
export const PHONE_WIDTH = 360;

/**
 * A demo customer's order with a Completed item that has no review yet (the seed leaves one such
 * order unreviewed), so the order detail shows 'Rate & Review This Item'.
 */
async function orderWithItemToReview(request: APIRequestContext): Promise<string> {
  const tokens = await signInViaApi(request, accounts.customer, 'customer');
  const response = await request.get(`/api/Order/customer/${tokenUserId(tokens)}`, {
    headers: bearer(tokens),
    params: { status: 'Completed', pageSize: 50 },
  });
  expect(response.status(), await response.text()).toBe(200);
  for (const order of ((await response.json()) as OrderList).Orders) {
    const reviews = await request.get(`/api/Review/order/${order.OrderId}`, { headers: bearer(tokens) });
    const reviewed = new Set(((await reviews.json()) as OrderReviews).map((review) => review.OrderItemId));
    const open = order.OrderItems.some((item) => item.Status === 'Completed' && !reviewed.has(item.OrderItemId));
    if (open) return `/customer-dashboard/order/${order.OrderId}`;
  }
  throw new Error('The demo customer has no Completed item left to review');
}

/** The seed's last line of the demo customer's newest exchange (apps/api/src/seed/conversations-seed.ts). */
const SEEDED_ANSWER = 'Noted. Our technician will call you 30 minutes before arriving.';

/**
 * The demo customer's conversation with the seed's exchange (its answer left unread). Found by its
 * preview: journeys of this run may have paid newer orders of the demo customer, opening newer ones.
 */
async function newestConversation(request: APIRequestContext): Promise<string> {
  const tokens = await signInViaApi(request, accounts.customer, 'customer');
  const response = await request.get('/api/Conversation', { headers: bearer(tokens), params: { limit: 100 } });
  expect(response.status(), await response.text()).toBe(200);
  const seeded = ((await response.json()) as ConversationList).Items.find(
    (conversation) => conversation.LastMessagePreview === SEEDED_ANSWER,
  );
  if (!seeded) throw new Error('The demo customer has no seeded exchange: the demo seed changed');
  return CONVERSATION_PATHS.customer(seeded.ConversationId);
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** A listing with photos, reviews and stock in the demo seed. */
export const DETAIL_LISTING = 'Split Air-Conditioning Unit 2 Ton';
/** Its Arabic name in the demo catalog (apps/api/src/seed/listings-home.ts): what an Arabic page shows. */
const DETAIL_LISTING_AR = 'مكيف سبليت 2 طن';

export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  { name: 'home', path: '/home' },
  { name: 'services', path: '/services' },
  {
    name: 'service-detail',
    path: async (request) => `/services/${(await listingNamed(request, DETAIL_LISTING)).ServiceItemId}`,
    ready: async (page) => {
      const arabic = (await page.locator('html').getAttribute('lang')) === 'ar';
      const name = arabic ? DETAIL_LISTING_AR : DETAIL_LISTING;
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    },
  },
  { name: 'brands', path: '/brands' },
  {
    // The business behind the detail listing: its own page (issue 35).
    name: 'brand',
    path: async (request) => `/brands/${(await listingNamed(request, DETAIL_LISTING)).ProviderId}`,
    ready: (page, say) =>
      expect(page.getByRole('heading', { level: 2, name: say('Services and items') })).toBeVisible(),
  },
  { name: 'contact', path: '/contact' },
  { name: 'cookie-policy', path: '/cookie-policy' },
  // Issue 38: what the Verified business badge means.
  { name: 'help', path: '/help' },
  { name: 'start', path: '/start' },
  { name: 'customer-auth', path: '/customer-auth' },
  { name: 'customer-auth-register', path: '/customer-auth?mode=register' },
  { name: 'customer-auth-forgot', path: '/customer-auth?mode=forgot' },
  { name: 'provider-signup', path: '/provider-signup' },
  { name: 'provider-login', path: '/provider-login' },
  {
    name: 'reset-password',
    path: '/ResetPassword?token=x&email=a@b.c',
    // Spec 2.6 / 4: the form appears after the 1-second link check.
    ready: (page, say) => expect(page.getByText(say('Reset Your Password'))).toBeVisible(),
  },
  {
    name: 'verify-email-failed',
    path: '/verify-email?token=bad',
    ready: (page, say) => expect(page.getByText(say('Verification Failed'), { exact: true }).first()).toBeVisible(),
  },
  {
    name: 'not-found',
    path: '/this-page-does-not-exist',
    ready: (page, say) => expect(page.getByRole('heading', { name: say('Page not found') })).toBeVisible(),
  },
  { name: 'payments', path: '/payments', signedIn: true },
  {
    name: 'cart',
    path: '/services',
    signedIn: true,
    ready: async (page, say) => {
      // The top bar's cart button (the one that opens a dialog), then its drawer with the lines.
      await page.locator('header button[aria-haspopup="dialog"]:visible').first().click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: say('Your Cart') })).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button', { name: say('Clear Cart') })).toBeVisible();
    },
  },
  {
    // The gateway sent the payer back for an order the API does not know: the page's refusal.
    name: 'payment-result-unknown-order',
    path: '/payment/result?orderId=00000000-0000-4000-8000-000000000000&tap_id=chg_unknown',
    signedIn: true,
    ready: (page) => expect(page.getByRole('alert').first()).toBeVisible(),
  },
  { name: 'notifications', path: '/notifications', signedIn: true },
  {
    name: 'customer-dashboard',
    path: '/customer-dashboard',
    signedIn: true,
    ready: (page, say) => heading(page, say(CUSTOMER_AREA_TITLE)),
  },
  {
    name: 'customer-profile-edit',
    path: '/customer-dashboard/profile',
    signedIn: true,
    ready: async (page, say) => {
      await page.getByRole('button', { name: say('Edit Profile') }).click();
      await expect(page.getByRole('button', { name: say('Save Changes') })).toBeVisible();
    },
  },
  {
    name: 'customer-orders',
    path: '/customer-dashboard/orders',
    signedIn: true,
    ready: async (page, say) => {
      await heading(page, say('My Orders'));
      // The first order's row (its link to the details), whatever the language.
      await expect(page.locator('main a[href*="/customer-dashboard/order/"]').first()).toBeVisible();
    },
  },
  {
    name: 'customer-order-review',
    path: orderWithItemToReview,
    signedIn: true,
    ready: async (page, say) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The order is paid: its tax invoice loads after the order (issue 36).
      await expect(page.getByRole('heading', { name: say('Tax documents') })).toBeVisible();
      await page
        .getByRole('button', { name: say('Rate & Review This Item') })
        .first()
        .click();
      await expect(page.getByRole('button', { name: say('Submit Review') })).toBeVisible();
    },
  },
  {
    name: 'customer-transactions',
    path: '/customer-dashboard/transactions',
    signedIn: true,
    ready: async (page, say) => {
      await heading(page, say('Transaction History'));
      // A paid row offers its tax invoice, named by its number in either language.
      await expect(page.locator('main button', { hasText: /INV[-\u2011]\d+/ }).first()).toBeVisible();
    },
  },
  {
    // Issue 37: the customer's conversations with businesses, and the newest one (its answer unread).
    name: 'customer-messages',
    path: CONVERSATION_PATHS.customerList,
    signedIn: true,
    ready: async (page, say) => {
      await heading(page, say('Messages'));
      await expect(page.locator(`main a[href*="${CONVERSATION_PATHS.customerList}/"]`).first()).toBeVisible();
    },
  },
  {
    name: 'customer-conversation',
    path: newestConversation,
    signedIn: true,
    ready: async (page, say) => {
      await expect(page.getByRole('textbox', { name: say('Message') })).toBeVisible();
      // The seed's exchange (apps/api/src/seed/conversations-seed.ts), written as people type it.
      await expect(page.getByText(SEEDED_ANSWER)).toBeVisible();
    },
  },
  {
    name: 'customer-settings',
    path: '/customer-dashboard/settings',
    signedIn: true,
    ready: (page, say) => heading(page, say('Account Settings')),
  },
  {
    name: 'customer-settings-reset-confirm',
    path: '/customer-dashboard/settings',
    signedIn: true,
    ready: async (page, say) => {
      await page.getByRole('button', { name: say('Reset Password') }).click();
      await expect(page.getByRole('dialog', { name: say('Reset Password?') })).toBeVisible();
    },
  },
  {
    name: 'customer-dashboard-phone-menu',
    path: '/customer-dashboard/orders',
    signedIn: true,
    widths: [PHONE_WIDTH],
    ready: async (page) => {
      // The phone's dashboard menu: the one visible button that opens a menu (the top bar's account
      // menu lives in the phone menu there).
      await page.locator('button[aria-haspopup="menu"]:visible').first().click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
];

export async function resolvePath(route: StorefrontRoute, request: APIRequestContext): Promise<string> {
  return typeof route.path === 'string' ? route.path : route.path(request);
}
