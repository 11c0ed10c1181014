import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, signInViaApi, useSession, type Tokens } from '../testing/accounts';
import { checkBackofficeScreen, SCREEN_PASSES, SHOTS_DIR, type BackofficeScreen } from '../testing/backoffice-screens';
import { startingWith, useBackofficeLanguage } from '../testing/languages';
import { ARABIC_JOURNEY_LISTING } from '../testing/provider-fixtures';
import { openPersonPage, setDeviceState, waitForPageReady } from '../testing/browser-state';
import { ensureAvailableBalance, providerInState, type ProviderState } from '../testing/provider-account-states';

// axe on every screen of the provider dashboard in light and dark mode (serious and critical
// violations fail), signed in as the demo provider (active, with listings, orders, earnings and
// reviews). Each screen's own content (react-admin's #main-content) is scanned per screen; the
// shared shell (app bar, menu with the orders badge) with Home, once per theme. The account-state
// banners are checked on Home for providers registered here (the demo pending provider is approved
// by admin-area.spec.ts earlier in the same run). With ADMIN_SHOTS_DIR set, each screen is also
// photographed at 1280 and 360 px there. One browser context per theme keeps the session and the
// app's chunks between screens.

const LISTINGS = '/provider-dashboard/listings';
const PAYOUTS = '/provider-dashboard/payouts';

/** A Bahrain IBAN with a valid ISO 13616 checksum (the IBAN registry's example). */
const IBAN = 'BH67BMAG00001299123456';

/** One good row and one with two faults: the report lists the faults with their row and column. */
const CHECKED_CSV = [
  'Type,Name,Category,Price,Stock,Available',
  'service,Balcony pressure wash,Cleaning,9.500,,yes',
  'item,Descaler tablets,Cleaning,12.3456,-4,yes',
].join('\n');

// Home is scanned with the shell.
const SCREENS: readonly BackofficeScreen[] = [
  { name: 'provider-home', path: '/provider-dashboard/home', wholePage: true },
  { name: 'provider-profile', path: '/provider-dashboard/profile' },
  { name: 'provider-listings', path: LISTINGS },
  { name: 'provider-listing-create', path: `${LISTINGS}/create` },
  {
    name: 'provider-listing-edit',
    path: LISTINGS,
    // From the list, as a provider gets there: a seeded listing with its photos.
    open: async (page, text, language) => {
      // A seeded listing (they all have photos), not one a journey of this run added without any.
      await page.locator('main table tbody tr').filter({ hasNotText: ARABIC_JOURNEY_LISTING }).first().click();
      await expect(
        page.getByRole('img', { name: language === 'ar' ? /^الصورة 1 / : /^Photo 1 of \d+ \(cover\)$/ }),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'provider-listing-import', path: `${LISTINGS}/import` },
  {
    name: 'provider-listing-import-report',
    path: `${LISTINGS}/import`,
    // After the check (a dry run: nothing is written), with its problems table.
    open: async (page, text) => {
      await page.getByRole('textbox', { name: text('Or paste the CSV here') }).fill(CHECKED_CSV);
      await page.getByRole('button', { name: text('Check the file') }).click();
      await expect(page.getByRole('table', { name: text('Problems found in the file') })).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  // Issue 38: the demo business's documents (all accepted).
  { name: 'provider-verification', path: '/provider-dashboard/verification' },
  // Issue 37: the business's conversations, and one of them (the seed gives the newest an exchange).
  { name: 'provider-messages', path: '/provider-dashboard/messages' },
  {
    name: 'provider-conversation',
    path: '/provider-dashboard/messages',
    open: async (page) => {
      await page.locator('main a[href*="/provider-dashboard/messages/"]').first().click();
      await expect(page.locator('main textarea').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'provider-orders', path: '/provider-dashboard/orders' },
  {
    name: 'provider-order-detail',
    path: '/provider-dashboard/orders',
    // From the list's "All" tab: the newest paid order, with the customer to call.
    open: async (page, text, language) => {
      await page.getByRole('tab', { name: language === 'ar' ? startingWith(text('All')) : /^All/ }).click();
      // The tab's rows arrive with their own request: a click while the list still changed was lost
      // (run 14: the "To confirm" row under the pointer was replaced by the "All" list's first).
      await waitForPageReady(page);
      await page.locator('main table tbody tr').first().click();
      // The whole record, its status history included: a failed read sends the provider back to the list.
      await expect(page.getByRole('region', { name: text('Status history') })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: text('Customer'), exact: true })).toBeVisible();
    },
  },
  {
    name: 'provider-orders-date-picker',
    path: '/provider-dashboard/orders',
    // The "Placed from" filter's calendar, open (in a popup outside the page's content: the whole
    // page is scanned). After the order detail: the popup stays open until the next screen's path
    // replaces the list, and would cover the list's tabs for a screen on the same path.
    wholePage: true,
    open: async (page, text) => {
      const field = page.getByRole('group', { name: text('Placed from') });
      await field.getByRole('button', { name: text('Choose date') }).click();
      await expect(page.getByRole('dialog', { name: text('Placed from') }).getByRole('grid')).toBeVisible();
    },
  },
  { name: 'provider-earnings', path: '/provider-dashboard/earnings' },
  {
    name: 'provider-payouts-bank-form',
    path: PAYOUTS,
    // The form is open at first; once details are saved it opens with "Change bank details".
    open: async (page, text) => {
      const change = page.getByRole('button', { name: text('Change bank details') });
      const form = page.getByRole('form', { name: text('Bank details') });
      await expect(change.or(form)).toBeVisible({ timeout: 20_000 });
      if (await change.isVisible()) await change.click();
      await expect(form.getByRole('textbox', { name: text('IBAN') })).toBeVisible();
    },
  },
  {
    name: 'provider-payouts-request',
    path: PAYOUTS,
    // A payout needs bank details: saved through the form if they are not yet.
    open: async (page, text) => {
      const change = page.getByRole('button', { name: text('Change bank details') });
      const form = page.getByRole('form', { name: text('Bank details') });
      await expect(change.or(form)).toBeVisible({ timeout: 20_000 });
      if (await form.isVisible()) {
        await form.getByRole('textbox', { name: text('Account holder') }).fill('Pearl Home Services W.L.L.');
        await form.getByRole('textbox', { name: text('Bank name') }).fill('Bank of Bahrain and Kuwait');
        await form.getByRole('textbox', { name: text('IBAN') }).fill(IBAN);
        await form.getByRole('button', { name: text('Save bank details') }).click();
        await expect(change).toBeVisible({ timeout: 20_000 });
      }
      await page.getByRole('button', { name: text('Request payout') }).click();
      await expect(page.getByRole('dialog', { name: text('Request a payout') })).toBeVisible();
    },
  },
  { name: 'provider-reviews', path: '/provider-dashboard/reviews' },
  {
    name: 'provider-statements',
    path: '/provider-dashboard/statements',
    // The last month closed, once its statement is in: the figures, then its tables or empty states.
    open: async (page, text) => {
      await expect(page.getByText(text('Opening balance'))).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: text('Download PDF') })).toBeVisible();
    },
  },
  {
    name: 'provider-statements-earlier',
    path: '/provider-dashboard/statements',
    // The month before that, picked as a provider would: the demo's payouts of this month were earned then.
    open: async (page, text) => {
      const heading = page.getByRole('heading', { level: 2 }).first();
      await expect(page.getByText(text('Opening balance'))).toBeVisible({ timeout: 20_000 });
      const before = await heading.textContent();
      await page.getByRole('combobox', { name: text('Month') }).selectOption({ index: 2 });
      await expect(heading).not.toHaveText(before ?? '');
      await expect(page.getByText(text('Opening balance'))).toBeVisible({ timeout: 20_000 });
    },
  },
];

const BANNERS: Record<ProviderState, string> = {
  pending: 'Your business is under review',
  rejected: 'Your business was not approved',
};

// One API sign-in per account for the file (the sign-in route allows 20 a minute).
let session: Promise<Tokens> | undefined;
const providerTokens = (request: APIRequestContext) =>
  (session ??= signInViaApi(request, accounts.provider, 'provider'));
const stateSessions = new Map<ProviderState, Promise<Tokens>>();
const providerInStateTokens = (request: APIRequestContext, state: ProviderState) => {
  if (!stateSessions.has(state)) stateSessions.set(state, providerInState(request, state));
  return stateSessions.get(state)!;
};

test.beforeAll(async ({ request }) => {
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
  // The request dialog opens only with money to pay out.
  await ensureAvailableBalance(request, await providerTokens(request));
});

for (const { theme, language } of SCREEN_PASSES) {
  test.describe(`${theme} mode, ${language}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser, request }) => {
      const tokens = await providerTokens(request);
      page = await openPersonPage(browser, theme, async (context) => {
        await useSession(context, tokens);
        await useBackofficeLanguage(context, language);
      });
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const screen of SCREENS) {
      test(`provider ${screen.name}`, async ({ browserName: _ }, testInfo) => {
        await checkBackofficeScreen(page, testInfo, screen, theme, screen.name, language);
      });
    }

    for (const state of Object.keys(BANNERS) as ProviderState[]) {
      test(`provider ${state} banner`, async ({ page: own, request }, testInfo) => {
        await setDeviceState(own, { theme, cookiesAccepted: true });
        await useSession(own, await providerInStateTokens(request, state));
        await useBackofficeLanguage(own, language);
        const screen: BackofficeScreen = {
          name: `provider-${state}-home`,
          path: '/provider-dashboard/home',
          open: (opened, text) => expect(opened.getByText(text(BANNERS[state]))).toBeVisible({ timeout: 20_000 }),
        };
        await checkBackofficeScreen(own, testInfo, screen, theme, screen.name, language);
      });
    }
  });
}
