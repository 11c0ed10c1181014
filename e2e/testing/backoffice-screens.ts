import { expect, type Page, type TestInfo } from '@playwright/test';
import { showAdminScreen } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { expectColorScheme, waitForPageReady, type ThemeMode } from './browser-state';

// One back-office screen (admin area or provider dashboard) checked the same way in both portals'
// accessibility specs: opened at 1280 px, brought to the state worth checking, scanned with axe
// (serious and critical violations fail, softly, so both themes of every screen are reported), and
// with ADMIN_SHOTS_DIR set photographed at 1280 and 360 px there as <name>-<theme>-<width>.png.

export const SHOTS_DIR = process.env.ADMIN_SHOTS_DIR;
const WIDTHS = [1280, 360] as const;

export interface BackofficeScreen {
  readonly name: string;
  readonly path: string;
  /** Steps from the opened path to the screen (e.g. an order's detail through the list). */
  readonly open?: (page: Page) => Promise<void>;
  /** Scan the whole page, the shared shell (app bar, menu with its live badges) included. */
  readonly wholePage?: boolean;
}

export async function checkBackofficeScreen(
  page: Page,
  testInfo: TestInfo,
  screen: BackofficeScreen,
  theme: ThemeMode,
  label: string,
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await showAdminScreen(page, screen.path);
  if (screen.open) {
    await screen.open(page);
    await waitForPageReady(page, 20_000);
  }
  await expectColorScheme(page, theme);
  await expect(page.locator('main').first(), 'the screen renders no content').not.toBeEmpty();

  // react-admin's #main-content is the screen's own content; the sidebar sits beside it in <main>.
  await expectNoSeriousA11yViolations(page, testInfo, `${label} (${theme})`, {
    ...(screen.wholePage ? {} : { include: '#main-content' }),
    soft: true,
  });

  for (const width of SHOTS_DIR ? WIDTHS : []) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await waitForPageReady(page, 20_000);
    await page.screenshot({ path: `${SHOTS_DIR}/${screen.name}-${theme}-${width}.png`, fullPage: true });
  }
}
