import { expect, type Page, type TestInfo } from '@playwright/test';
import { showAdminScreen } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { expectColorScheme, waitForPageReady, type ThemeMode } from './browser-state';
import { englishWordsOn, expectArabicDocument, say, type Language } from './languages';

// One back-office screen (admin area or provider dashboard) checked the same way in both portals'
// accessibility specs: opened at 1280 px, brought to the state worth checking, scanned with axe
// (serious and critical violations fail, softly, so both themes of every screen are reported), in
// Arabic also read for English left untranslated, and with ADMIN_SHOTS_DIR set photographed at 1280
// and 360 px there as <name>-<theme>[-ar]-<width>.png.

export const SHOTS_DIR = process.env.ADMIN_SHOTS_DIR;

/** Latin words an Arabic back-office screen may show: the brand, and codes Arabic writes in Latin. */
export const BACKOFFICE_LATIN_NAMES = [
  'Services Marketplace Bahrain',
  'BH',
  'CSV',
  'IBAN',
  'JPEG',
  'PNG',
  'PDF',
  'WebP',
  'BENEFIT',
];

/**
 * The languages each screen is checked in: English in both themes, Arabic in light mode (its
 * colours are the English ones), and in dark mode too when screenshots are taken to be looked at.
 */
export const SCREEN_PASSES: readonly { theme: ThemeMode; language: Language }[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'ar' },
  ...(SHOTS_DIR ? [{ theme: 'dark' as const, language: 'ar' as const }] : []),
];
const WIDTHS = [1280, 360] as const;

export interface BackofficeScreen {
  readonly name: string;
  readonly path: string;
  /**
   * Steps from the opened path to the screen (e.g. an order's detail through the list); `text` says
   * an English text of the screen in the language it is shown in.
   */
  readonly open?: (page: Page, text: (english: string) => string | RegExp, language: Language) => Promise<void>;
  /** Scan the whole page, the shared shell (app bar, menu with its live badges) included. */
  readonly wholePage?: boolean;
}

export async function checkBackofficeScreen(
  page: Page,
  testInfo: TestInfo,
  screen: BackofficeScreen,
  theme: ThemeMode,
  label: string,
  language: Language = 'en',
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await showAdminScreen(page, screen.path);
  if (screen.open) {
    await screen.open(page, (english) => say(language, english), language);
    await waitForPageReady(page, 20_000);
  }
  await expectColorScheme(page, theme);
  await expect(page.locator('main').first(), 'the screen renders no content').not.toBeEmpty();
  if (language === 'ar') {
    await expectArabicDocument(page);
    // Every text of ours is Arabic; what people wrote (names, descriptions: dir="auto"), e-mails and
    // left-to-right data may stay Latin.
    expect.soft(await englishWordsOn(page, BACKOFFICE_LATIN_NAMES), `English left on ${label}`).toEqual([]);
  }

  // react-admin's #main-content is the screen's own content; the sidebar sits beside it in <main>.
  await expectNoSeriousA11yViolations(page, testInfo, `${label} (${theme}, ${language})`, {
    ...(screen.wholePage ? {} : { include: '#main-content' }),
    soft: true,
  });

  for (const width of SHOTS_DIR ? WIDTHS : []) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await waitForPageReady(page, 20_000);
    const suffix = language === 'en' ? '' : `-${language}`;
    await page.screenshot({ path: `${SHOTS_DIR}/${screen.name}-${theme}${suffix}-${width}.png`, fullPage: true });
  }
}
