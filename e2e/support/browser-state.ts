import { expect, type BrowserContext, type Page } from '@playwright/test';

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

/** The colour scheme the app actually shows (MUI puts it on <html data-mui-color-scheme>). */
export async function expectColorScheme(page: Page, mode: ThemeMode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', mode);
}

/**
 * Waits until the page has rendered its content and works: the main landmark is there, a
 * server-rendered page is hydrated, and no spinner,
 * progress bar or skeleton is left (the page's chunk and its data have arrived), and fonts are in.
 * A progress bar with a value (aria-valuenow) is a figure on the page (a rating's distribution, an
 * onboarding checklist's progress), not a wait: only bars without one count as loading.
 */
export async function waitForPageReady(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('main').first()).toBeAttached({ timeout });
  // A server-rendered page (the catalog) shows before it works: its data element goes once React
  // has taken it over (apps/storefront/src/lib/server-state.tsx).
  await expect(page.locator('#server-state'), `the page ${page.url()} is not hydrated yet`).toHaveCount(0, { timeout });
  const busy = page.locator(
    '[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible, [aria-busy="true"]:visible',
  );
  await expect(busy, `the page ${page.url()} is still loading (spinner, skeleton or aria-busy)`).toHaveCount(0, {
    timeout,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
