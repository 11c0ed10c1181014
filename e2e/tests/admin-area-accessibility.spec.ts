import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, signInViaApi, useSession, type Tokens } from '../testing/accounts';
import { checkBackofficeScreen, SCREEN_PASSES, SHOTS_DIR, type BackofficeScreen } from '../testing/backoffice-screens';
import { startingWith, useBackofficeLanguage } from '../testing/languages';
import { openPersonPage, waitForPageReady } from '../testing/browser-state';

// axe on every admin screen of the back office in light and dark mode, in English and Arabic
// (serious and critical violations fail; in Arabic no English of ours may be left), signed in as
// the super admin, who sees every screen (admins included). Each
// screen's own content (react-admin's #main-content) is scanned per screen; the shared shell (app
// bar, menu: react-admin puts the sidebar inside <main>) with the analytics page, once per theme.
// With ADMIN_SHOTS_DIR set, each screen is also photographed at 1280 and 360 px there.

// The shell is scanned with the analytics page.
const SCREENS: readonly BackofficeScreen[] = [
  { name: 'analytics', path: '/admin/analytics', wholePage: true },
  {
    name: 'inbox',
    path: '/admin/inbox',
    // With its queues drawn: the seed has a pending provider, payout requests and new inquiries.
    open: async (page, _text, language) => {
      const select = language === 'ar' ? /^تحديد / : /^Select /;
      await expect(page.getByRole('checkbox', { name: select }).first()).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'orders', path: '/admin/orders' },
  // Issue 37: every conversation, one of them as an admin reads it (Join, Close), and the reports.
  { name: 'messages', path: '/admin/messages' },
  {
    name: 'conversation',
    path: '/admin/messages',
    open: async (page) => {
      await page.locator('main a[href*="/admin/messages/"]').first().click();
      await expect(page.locator('main textarea').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'message-reports', path: '/admin/message-reports' },
  {
    name: 'order-detail',
    path: '/admin/orders',
    // From the list, as an admin gets there.
    open: async (page, text) => {
      await page.locator('main table tbody tr').first().click();
      await expect(page.getByRole('region', { name: text('Summary') })).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'providers', path: '/admin/providers' },
  // Issue 38: the review queue, the oldest request in it (a renewed CR beside the one in force), and
  // the required documents.
  { name: 'verification-reviews', path: '/admin/verification-reviews' },
  {
    name: 'verification-review',
    path: '/admin/verification-reviews',
    open: async (page) => {
      await page.locator('main table tbody tr a').first().click();
      await expect(page.locator('main').getByRole('button').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'verification-requirements', path: '/admin/verification-requirements' },
  {
    name: 'provider-detail',
    path: '/admin/providers',
    // The active demo provider, with its listings and orders.
    open: async (page, text, language) => {
      await page.getByRole('tab', { name: language === 'ar' ? startingWith(text('Active')) : /^Active/ }).click();
      // The tab's rows arrive with their own request: a click while the list still changed was lost.
      await waitForPageReady(page);
      await page.locator('main table tbody tr').filter({ hasText: accounts.provider.email }).click();
      await expect(page.getByRole('region', { name: text('Listings') }).getByRole('table')).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  { name: 'customers', path: '/admin/customers' },
  {
    name: 'customer-detail',
    path: '/admin/customers',
    // The demo customer, with their orders.
    open: async (page, text) => {
      await page.getByRole('row').filter({ hasText: accounts.customer.email }).click();
      await expect(page.getByRole('region', { name: text('Recent orders') }).getByRole('table')).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  { name: 'categories', path: '/admin/categories' },
  { name: 'payouts', path: '/admin/payouts' },
  {
    // A completed order is paid: its tax invoice is on its page (issue 36).
    name: 'order-tax-documents',
    path: `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ Status: 'Completed' }))}`,
    open: async (page, text) => {
      await page.locator('main table tbody tr').first().click();
      const documents = page.getByRole('region', { name: text('Tax documents') });
      await expect(documents.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'vat-report',
    path: '/admin/vat-report',
    open: async (page) => {
      await expect(page.locator('#main-content table, #main-content [role=status]').first()).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  {
    name: 'seller-details',
    path: '/admin/seller-details',
    open: async (page, text) => {
      await expect(page.getByRole('textbox', { name: text('CR number') })).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'admins', path: '/admin/admins' },
  { name: 'audit-log', path: '/admin/audit-log' },
  {
    name: 'inquiries',
    path: '/admin/inquiries',
    // The rows with their selection checkboxes (named on the <input>) are on screen before the scan.
    open: async (page, _text, language) => {
      const select = language === 'ar' ? /^تحديد / : /^Select inquiry “/;
      await expect(page.getByRole('checkbox', { name: select }).first()).toBeVisible({ timeout: 20_000 });
    },
  },
];

// One API sign-in for the file (the sign-in route allows 20 a minute).
let session: Promise<Tokens> | undefined;
const superAdminTokens = (request: APIRequestContext) =>
  (session ??= signInViaApi(request, accounts.superAdmin, 'provider'));

test.beforeAll(() => {
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

for (const { theme, language } of SCREEN_PASSES) {
  test.describe(`${theme} mode, ${language}`, () => {
    // One browser context per pass keeps the session and the app's chunks between screens (a
    // fresh context per screen cost about 4 CPU-seconds more per screen: a cold page).
    let page: Page;
    test.beforeAll(async ({ browser, request }) => {
      const tokens = await superAdminTokens(request);
      page = await openPersonPage(browser, theme, async (context) => {
        await useSession(context, tokens);
        await useBackofficeLanguage(context, language);
      });
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const screen of SCREENS) {
      test(`admin ${screen.name}`, async ({ browserName: _ }, testInfo) => {
        await checkBackofficeScreen(page, testInfo, screen, theme, `admin ${screen.name}`, language);
      });
    }
  });
}
