import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { accounts, signInViaApi, useSession, type Tokens } from '../testing/accounts';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import {
  expectColorScheme,
  navigateInApp,
  openPersonPage,
  setDeviceState,
  waitForPageReady,
  type ThemeMode,
} from '../testing/browser-state';
import { arabicOf, englishWordsOn } from '../testing/languages';
import { resolvePath, STOREFRONT_ROUTES } from '../testing/routes';

// axe on every storefront page in light and dark mode: no serious or critical violations. The
// cookie choice is stored beforehand so the banner does not cover the page; the banner itself is
// checked on its own below, open over /home, in both of its views (only the banner is scanned
// there: the page under it has its own test).

const THEMES: readonly ThemeMode[] = ['light', 'dark'];
const BANNER = '[role="region"][aria-label="Cookie consent"]';

// One API sign-in for the signed-in pages of this file (the sign-in route allows 20 a minute).
let customerSession: Promise<Tokens> | undefined;
const customerTokens = (request: APIRequestContext) =>
  (customerSession ??= signInViaApi(request, accounts.customer, 'customer'));

const DESKTOP = devices['Desktop Chrome'].viewport;

async function openPage(browser: Browser, request: APIRequestContext, theme: ThemeMode, signedIn: boolean) {
  const tokens = signedIn ? await customerTokens(request) : undefined;
  return openPersonPage(browser, theme, tokens && ((context) => useSession(context, tokens)));
}

for (const theme of THEMES) {
  test.describe(`${theme} mode`, () => {
    // One browser context per theme for the visitor and one for the customer keep the app's files
    // between pages, as a person's browser does (a fresh context per page cost about 4 CPU-seconds
    // more per page: a cold page).
    const pages = new Map<'visitor' | 'customer', Promise<Page>>();
    const pageFor = (browser: Browser, request: APIRequestContext, signedIn: boolean) => {
      const who = signedIn ? 'customer' : 'visitor';
      if (!pages.has(who)) pages.set(who, openPage(browser, request, theme, signedIn));
      return pages.get(who)!;
    };
    test.afterAll(async () => {
      for (const page of pages.values()) await (await page).context().close();
      pages.clear();
    });

    for (const route of STOREFRONT_ROUTES) {
      test(`${route.name}${route.signedIn ? ' (customer)' : ''}`, async ({ browser, request }, testInfo) => {
        const page = await pageFor(browser, request, Boolean(route.signedIn));
        const path = await resolvePath(route, request);
        const [width] = route.widths ?? [];
        await page.setViewportSize(width ? { width, height: 780 } : DESKTOP);

        // The first page of a context loads the app (a page the server renders, for the
        // visitor); the next ones come through its router, as from a link.
        await navigateInApp(page, path);
        await expectColorScheme(page, theme);
        if (route.signedIn) await expect(page, 'the customer was sent away from the page').not.toHaveURL(/\/start$/);
        await waitForPageReady(page);
        if (route.ready) await route.ready(page, (text) => text);
        await expect(page.locator('main').first(), 'the page renders no content').not.toBeEmpty();

        await expectNoSeriousA11yViolations(page, testInfo, `${route.name} (${theme})`);
      });
    }

    test('cookie banner, both views', async ({ page }, testInfo) => {
      await setDeviceState(page, { theme, cookiesAccepted: false });
      await page.goto('/home');
      await expectColorScheme(page, theme);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      // Spec 4: it slides in 2 s after load when no choice is stored.
      await expect(banner).toBeVisible({ timeout: 10_000 });
      await expectNoSeriousA11yViolations(page, testInfo, `cookie banner (${theme})`, {
        include: BANNER,
        soft: true,
      });

      await banner.getByRole('button', { name: 'Settings' }).click();
      await expect(banner.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `cookie settings (${theme})`, { include: BANNER });
    });
  });
}

// Every storefront page in Arabic (issue 33), in the light theme: the colours are the dark and light
// themes' own, checked above; what Arabic changes is the text, its direction and the layout. Each page
// is also read for English a person would see (the names people wrote, marked dir="auto" or
// isolated, and the brand's logo aside).
test.describe('Arabic', () => {
  let arabicPages: Map<'visitor' | 'customer', Promise<Page>> = new Map();
  test.afterAll(async () => {
    for (const page of arabicPages.values()) await (await page).context().close();
    arabicPages = new Map();
  });

  for (const route of STOREFRONT_ROUTES) {
    test(`${route.name}${route.signedIn ? ' (customer)' : ''}`, async ({ browser, request }, testInfo) => {
      const who = route.signedIn ? 'customer' : 'visitor';
      if (!arabicPages.has(who)) arabicPages.set(who, openPage(browser, request, 'light', Boolean(route.signedIn)));
      const page = await arabicPages.get(who)!;
      const path = `/ar${await resolvePath(route, request)}`;
      const [width] = route.widths ?? [];
      await page.setViewportSize(width ? { width, height: 780 } : DESKTOP);
      // The first page of a context loads the Arabic app (under its /ar basename); the next ones
      // come through its router, as from a link.
      await navigateInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await waitForPageReady(page);
      if (route.ready) await route.ready(page, arabicOf);
      await expect(page.locator('main').first(), 'the page renders no content').not.toBeEmpty();

      await expectNoSeriousA11yViolations(page, testInfo, `${route.name} (Arabic)`);
      expect(await englishWordsOn(page), `English on ${path}`).toEqual([]);
    });
  }
});
