import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type APIRequestContext } from '@playwright/test';
import { accounts, signInViaApi, useSession, type Tokens } from '../testing/accounts';
import { setDeviceState, waitForPageReady, type ThemeMode } from '../testing/browser-state';
import { arabicOf } from '../testing/languages';
import { resolvePath, STOREFRONT_ROUTES } from '../testing/routes';

// Not a test gate: full-page screenshots of every storefront page at 360 and 1280 px, light and
// dark, in English and in Arabic (under /ar, named `…-ar.png`), into e2e/screenshots/ for people to
// look at. Run with `pnpm --filter @marketplace/e2e screenshots` (playwright.screenshots.config.ts);
// `SCREENSHOT_LANGUAGES=ar` takes only the Arabic ones.

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const WIDTHS = [360, 1280] as const;
const THEMES: readonly ThemeMode[] = ['light', 'dark'];
const LANGUAGES = [
  { name: 'en', prefix: '', suffix: '', say: (text: string): string | RegExp => text },
  { name: 'ar', prefix: '/ar', suffix: '-ar', say: arabicOf },
].filter(({ name }) => (process.env['SCREENSHOT_LANGUAGES'] ?? 'en,ar').split(',').includes(name));

let customerSession: Promise<Tokens> | undefined;
const customerTokens = (request: APIRequestContext) =>
  (customerSession ??= signInViaApi(request, accounts.customer, 'customer'));

mkdirSync(OUT_DIR, { recursive: true });

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    for (const route of STOREFRONT_ROUTES) {
      test(`${route.name} ${theme} ${language.name}`, async ({ page, request }) => {
        await setDeviceState(page, { theme, cookiesAccepted: true });
        if (route.signedIn) await useSession(page, await customerTokens(request));
        const path = language.prefix + (await resolvePath(route, request));
        for (const width of route.widths ?? WIDTHS) {
          await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
          await page.goto(path);
          // A picture of a half-loaded page is still worth looking at: note it and carry on.
          try {
            await waitForPageReady(page);
            if (route.ready) await route.ready(page, language.say);
          } catch (error) {
            test.info().annotations.push({ type: 'not ready', description: `${route.name} at ${width}px: ${error}` });
          }
          // A ready step that clicked lower down scrolled the page; from there the sticky top bar
          // would be drawn across the middle of the full-page picture.
          await page.evaluate(() => window.scrollTo(0, 0));
          const file = join(OUT_DIR, `${route.name}-${width}-${theme}${language.suffix}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        }
      });
    }
  }
}
