import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Device choices the storefront keeps in localStorage, set before any page script runs.
//  - 'theme-preference': MUI's colour-scheme storage, the plain string light | dark | system
//    (packages/ui/src/theme/theme-preference.ts, ui-provider.tsx modeStorageKey).
//  - 'cookie-consent': JSON { consent: 'accepted' | 'necessary-only', necessary: true, analytics,
//    marketing } (packages/ui/src/components/cookie-banner/cookie-consent.ts). With a stored
//    choice the banner never opens; without one it slides in 2 s after load on public pages.

export type ThemeMode = 'light' | 'dark';

export interface DeviceState {
  theme?: ThemeMode | 'system';
  /** true: a stored "Accept All" (no banner); false: nothing stored (the banner opens). */
  cookiesAccepted?: boolean;
}

export const ACCEPTED_COOKIES = { consent: 'accepted', necessary: true, analytics: true, marketing: true } as const;

export async function setDeviceState(target: Page | BrowserContext, state: DeviceState): Promise<void> {
  await target.addInitScript(
    ({ theme, consent }) => {
      try {
        if (theme) window.localStorage.setItem('theme-preference', theme);
        if (consent) window.localStorage.setItem('cookie-consent', consent);
      } catch {
        // Opaque origins (about:blank) have no storage.
      }
    },
    {
      theme: state.theme ?? null,
      consent: state.cookiesAccepted === false ? null : JSON.stringify(ACCEPTED_COOKIES),
    },
  );
}

/**
 * A page in a browser context of its own with the theme chosen and cookies accepted, and with
 * `prepare` (a session) applied to the context, for a spec that visits many pages as one person:
 * the app's files stay cached between its pages, as in a person's browser. Close its context.
 */
export async function openPersonPage(
  browser: Browser,
  theme: ThemeMode,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext();
  await setDeviceState(context, { theme, cookiesAccepted: true });
  await prepare?.(context);
  return context.newPage();
}

/**
 * Goes to a path of the app the page already runs as the app's own links do (a history entry its
 * router follows), without loading the app again; a page that runs nothing yet loads it. The
 * accessibility journeys move between pages so: loading the whole app for every page was most of
 * their browser time (issue 31, docs/testing.md).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The colour scheme the app actually shows (MUI puts it on <html data-mui-color-scheme>). */
export async function expectColorScheme(page: Page, mode: ThemeMode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', mode);
}

/** What shows that a page is still loading. */
const BUSY_SIGNS = ['[role="progressbar"]:not([aria-valuenow])', '.MuiSkeleton-root', '[aria-busy="true"]'];
/**
 * How long the page must stay without a loading sign and without a new file or API answer. While
 * the back office loads, its spinners come and go with 30-80 ms between them (measured on
 * /admin/analytics: the app bar's spinner, then the charts' skeletons); a check that fell in such a
 * gap let axe scan a half-loaded page (a chart's CSV button read in its disabled grey).
 */
const QUIET_MS = 300;

/**
 * Waits until the page has rendered its content and works: the main landmark is there, a
 * server-rendered page is hydrated, and no spinner, progress bar or skeleton has shown and no
 * file or API answer has arrived for QUIET_MS (the page's chunks and its data are in), and fonts
 * are in. A progress bar with a value (aria-valuenow) is a figure on the page (a rating's
 * distribution, an onboarding checklist's progress), not a wait: only bars without one count.
 */
export async function waitForPageReady(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('main').first()).toBeAttached({ timeout });
  // A server-rendered page (the catalog) shows before it works: its data element goes once React
  // has taken it over (apps/storefront/src/lib/server-state.tsx).
  await expect(page.locator('#server-state'), `the page ${page.url()} is not hydrated yet`).toHaveCount(0, { timeout });
  try {
    const args = { busy: BUSY_SIGNS.join(', '), quietMs: QUIET_MS, call: Math.random() };
    await page.waitForFunction(quietFor, args, { polling: 50, timeout });
  } catch {
    // Say which sign is left (the same check, with Playwright's own visibility rules).
    const busy = page.locator(BUSY_SIGNS.map((selector) => `${selector}:visible`).join(', '));
    await expect(busy, `the page ${page.url()} is still loading (spinner, skeleton or aria-busy)`).toHaveCount(0, {
      timeout: 1,
    });
    throw new Error(`the page ${page.url()} kept loading files or data for ${timeout / 1000} s`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Runs in the page, polled: true once nothing has been loading for quietMs in this call. */
function quietFor({ busy, quietMs, call }: { busy: string; quietMs: number; call: number }): boolean {
  const state = window as unknown as { readyWatch?: { call: number; since: number; files: number } };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  // The browser keeps 250 entries unless told otherwise; a long session would stop counting.
  performance.setResourceTimingBufferSize(100_000);
  const now = performance.now();
  const files = performance.getEntriesByType('resource').length;
  const loading = Array.from(document.querySelectorAll(busy)).some(visible);
  const watch = state.readyWatch;
  if (loading || watch?.call !== call || watch.files !== files) {
    state.readyWatch = { call, since: now, files };
    return false;
  }
  return now - watch.since >= quietMs;
}
