import { expect, test } from '@playwright/test';
import { setDeviceState, waitForPageReady } from '../testing/browser-state';

// A visitor misspells what they look for; the catalog search forgives it (trigram similarity,
// apps/api/src/modules/service-items/service-items-search.test.ts) and the listing opens.

const MISSPELLING = 'airconditoning';
const EXPECTED = 'Split Air-Conditioning Unit 2 Ton';
/** A listing that has nothing to do with air conditioning: the search must have filtered it out. */
const UNRELATED = 'Emergency Plumbing Repair';

test('a visitor finds a listing despite a misspelling and opens its detail page', async ({ page }) => {
  await setDeviceState(page, { cookiesAccepted: true });
  await page.goto('/services');
  await expect(page).toHaveTitle(/Browse Services/);
  await waitForPageReady(page);

  const search = page.getByRole('searchbox', { name: 'Search services' });
  await search.fill(MISSPELLING);
  await search.press('Enter');

  const card = page.getByRole('heading', { name: EXPECTED, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: UNRELATED, exact: true })).toHaveCount(0);

  await card.getByRole('link').or(card.getByRole('button')).first().click();
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: EXPECTED })).toBeVisible();
  // Titled by the listing once its data is there (issue 35), as the server titles it.
  await expect(page).toHaveTitle(new RegExp(`^Services Marketplace Bahrain \\| ${EXPECTED} by `));
});

test('the catalog pages arrive rendered with their listings, and become the app without starting over', async ({
  browser,
}) => {
  // Without JavaScript: what a phone paints before the bundle has arrived (apps/api renders it).
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const before = await plain.newPage();
  await before.goto('/services');
  await expect(before.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(before.locator('main img[srcset]').first()).toBeVisible();
  await expect(before).toHaveTitle(/Browse Services/);
  await plain.close();

  // With it: hydration keeps the server's page (no error, no loading state in between). A visitor
  // in Bahrain: dates must read the same in the server's render and in the browser.
  const context = await browser.newContext({ timezoneId: 'Asia/Bahrain' });
  const page = await context.newPage();
  await setDeviceState(page, { cookiesAccepted: true });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/home', '/services']) {
    await page.goto(path);
    await waitForPageReady(page);
  }
  await page.goto('/services?Search=repair');
  await waitForPageReady(page);
  const links = page.locator('main a[href^="/services/"]');
  const itemPages = new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))));
  for (const itemPage of [...itemPages].slice(0, 6)) {
    await page.goto(itemPage!);
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);
  await context.close();
});
