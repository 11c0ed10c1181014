import { expect, test, type Response } from '@playwright/test';
import { setDeviceState, waitForPageReady } from '../testing/browser-state';
import { listingNamed } from '../testing/catalog';
import { DETAIL_LISTING } from '../testing/routes';
import { startServer, type StartedServer } from '../testing/server';

// Visitors behind one shared address (an office, a mobile carrier) open the storefront one after
// another, each with an empty cache. Every page load fetches 30-50 files (script chunks, fonts,
// photos); when the per-address limit counted them, a dozen visitors used it up and pages loaded
// blank (script chunks answered 429). Files are no longer counted; the API still is.
//
// A server of this spec's own, with a limit scaled down with the visitors: their files outnumber
// it five times over, as thirty visitors' did a limit of 200 (1,050 files; eight against 50 are
// about 280, at a quarter of the cold page loads: issue 31). The shared server's limit is high so
// that the other journeys never meet it.

const LIMIT = 50;
const VISITS = 8;
const PAGES = ['/', '/services', '/brands', '/contact', '/start', 'detail'] as const;

interface Seen {
  files: number;
  api: number;
  limitedFiles: string[];
  limitedApi: string[];
}

let server: StartedServer | undefined;

test.beforeAll(async () => {
  // Seeding the demo marketplace takes 15-60 s on a small machine.
  test.setTimeout(180_000);
  server = await startServer({ env: { RATE_LIMIT_MAX: String(LIMIT) }, name: 'rate-limit' });
});

test.afterAll(async () => {
  await server?.stop();
});

test(`${VISITS} page loads from one address never see a 429 on a file`, async ({ browser, playwright }) => {
  test.setTimeout(300_000);
  const baseURL = server!.baseURL;
  const api = await playwright.request.newContext({ baseURL });
  const detail = `/services/${(await listingNamed(api, DETAIL_LISTING)).ServiceItemId}`;
  await api.dispose();

  const seen: Seen = { files: 0, api: 0, limitedFiles: [], limitedApi: [] };
  const record = (response: Response) => {
    const { pathname } = new URL(response.url());
    const isApi = /^\/api(\/|$)/i.test(pathname);
    if (isApi) seen.api += 1;
    else seen.files += 1;
    if (response.status() === 429) (isApi ? seen.limitedApi : seen.limitedFiles).push(pathname);
  };

  for (let visit = 0; visit < VISITS; visit += 1) {
    // A fresh context per visitor: an empty cache, so every file is fetched again.
    const context = await browser.newContext({ baseURL });
    await setDeviceState(context, { cookiesAccepted: true });
    const page = await context.newPage();
    page.on('response', record);
    const path = PAGES[visit % PAGES.length]!;
    await page.goto(path === 'detail' ? detail : path);
    expect(seen.limitedFiles, `files answered 429 by visit ${visit + 1} (${path})`).toEqual([]);
    await waitForPageReady(page);
    // Not blank: the page's own content rendered (the top bar alone comes from the first chunk).
    await expect(page.locator('main').first()).not.toBeEmpty();
    await context.close();
  }

  console.log(`rate-limit journey: ${seen.files} file and ${seen.api} API responses over ${VISITS} page loads`);
  expect(seen.limitedFiles, 'files answered 429').toEqual([]);
  // Meaningful only if the files alone would have used up the limit many times over...
  expect(seen.files).toBeGreaterThan(2 * LIMIT);
  // ...while the API calls of these visits stay within it (the API's limit is tested in the API suite).
  expect(seen.limitedApi, 'API calls answered 429').toEqual([]);
});
