import { expect, test, type Page, type Route } from '@playwright/test';
import { setDeviceState, waitForPageReady } from '../testing/browser-state';

// The catalog works before its JavaScript has taken over, and without it (issue 32). The server
// renders /home, /services and an item page; their search, filters and pagers are GET forms and
// links, so the browser carries them out itself. What a person types or picks in the second before
// hydration survives it and is acted on once.

/** The storefront's entry module (Vite names it index-<hash>.js); every other chunk it imports. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
/** The plain page's notice (index.html); Playwright's text locators do not look inside <noscript>. */
const noscriptNotice = (page: Page) => page.locator('noscript');

/** The results heading of /services: "11 results". */
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ results?$/ });

test('without JavaScript: search from /home, next page, filter by type and category, open an item', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/home');
  await page.getByRole('searchbox', { name: 'What service are you looking for?' }).fill('cleaning');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/services\?Search=cleaning$/);
  await expect(resultsHeading(page)).toHaveText('11 results');
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('cleaning');
  await expect(noscriptNotice(page)).toHaveCount(0);

  const pages = page.getByRole('navigation', { name: 'Results pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/services\?Search=cleaning&Page=2$/);
  await expect(pages.getByText('Showing 11 to 11 of 11 results')).toBeVisible();

  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Services' });
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Cleaning' });
  await page
    .getByRole('search', { name: 'Search and filter services' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]type=service(&|$)/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/services');
  expect(url.searchParams.get('Search')).toBe('cleaning');
  expect(url.searchParams.get('type')).toBe('service');
  expect(url.searchParams.get('CategoryId')).toMatch(/^[0-9a-f-]{36}$/);
  expect(url.searchParams.has('Page')).toBe(false);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('service');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(url.searchParams.get('CategoryId')!);
  // Cleaning services only: the item and the other categories' services are gone.
  await expect(page.getByRole('heading', { name: 'Deep Home Cleaning', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Car Vacuum Cleaner 12V', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Water Tank Cleaning & Disinfection', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Deep Home Cleaning' }).click();
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Home Cleaning' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(noscriptNotice(page)).toHaveCount(0);
  // A page the browser renders (payment needs a session) still says it needs JavaScript.
  await page.goto('/payments');
  await expect(noscriptNotice(page)).toHaveCount(1);
  expect(await noscriptNotice(page).textContent()).toBe('This marketplace needs JavaScript to run.');
  await context.close();
});

/** Holds the storefront's entry script back until `release` is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what is typed and picked before hydration survives it and is applied once', async ({ page }) => {
  await setDeviceState(page, { cookiesAccepted: true });
  const listCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/service-items') listCalls.push(url);
  });
  const release = await holdEntryScript(page);

  await page.goto('/services', { waitUntil: 'domcontentloaded' });
  // The server's page, not yet hydrated: its data element is still there.
  await expect(page.locator('#server-state')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('cleaning');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Services' });
  await page.getByRole('textbox', { name: 'Max price (BHD)' }).fill('100');
  expect(listCalls).toHaveLength(0);

  release();
  await waitForPageReady(page);
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ Search: 'cleaning', type: 'service', MaxPrice: '100' });
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('cleaning');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('service');
  await expect(page.getByRole('textbox', { name: 'Max price (BHD)' })).toHaveValue('100');

  // The results are those of the three choices, asked for by the app (the page came with the
  // unfiltered list): the same count the API gives for that query.
  const expected = await page.request.get(
    '/api/service-items?Page=1&Limit=10&Search=cleaning&type=service&PriceRange=0-100',
  );
  const { TotalItems } = (await expected.json()) as { TotalItems: number };
  await expect(resultsHeading(page)).toHaveText(`${TotalItems} results`);
  await expect
    .poll(() => Object.fromEntries(listCalls.at(-1)?.searchParams ?? []))
    .toMatchObject({ Search: 'cleaning', type: 'service', PriceRange: '0-100' });
});

test('a search sent before hydration is carried out once, and the app takes over the results', async ({ page }) => {
  await setDeviceState(page, { cookiesAccepted: true });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document')
      documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  const release = await holdEntryScript(page);

  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'What service are you looking for?' });
  await box.fill('cleaning');
  await box.press('Enter');
  // The browser sent the form itself: the server's results for the search.
  await expect(page).toHaveURL(/\/services\?Search=cleaning$/);
  await expect(resultsHeading(page)).toHaveText('11 results');

  release();
  await waitForPageReady(page);
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('cleaning');
  await expect(resultsHeading(page)).toHaveText('11 results');
  expect(documents).toEqual(['/home', '/services?Search=cleaning']);
});
