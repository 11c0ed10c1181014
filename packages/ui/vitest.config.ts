import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { compiledCatalogs } from '@marketplace/i18n/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { STORY_MODES, VIEWPORTS, type StoryModeName } from '../../.storybook/story-modes.ts';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

// Every test here runs in a real browser: Debian's Chromium (never a downloaded one), with the
// flags it needs to run headless as root on a machine with no outside network (scripts/chromium-flags.mjs).
const STORY_BROWSER_FLAGS = [
  ...CHROMIUM_FLAGS,
  // Same pixels on every machine: no font hinting or LCD antialiasing differences in screenshots.
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];

// The key stories' screenshots (src/visual) are compared with baselines taken in the full browser;
// the story tests take none and run in Debian's headless shell (chromium-headless-shell, the same
// Chromium without the window layer) where it is installed: 329 -> 290 CPU-s for the stories
// (issue 31). The two draw text a few pixels apart, so the baselines stay with the full browser.
const FULL_BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const STORIES_BROWSER = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const uiNodeModules = fileURLToPath(new URL('./node_modules', import.meta.url));
const storySetupFile = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/** Lets a test switch the OS colour scheme the page sees, as a user changing their OS setting. */
const setColorScheme: BrowserCommand<[scheme: 'light' | 'dark']> = async (context, scheme) => {
  if (context.provider.name !== 'playwright') throw new Error('setColorScheme needs the Playwright provider');
  await context.page.emulateMedia({ colorScheme: scheme });
};

function chromium(viewport: { width: number; height: number }, isolate = true, executablePath = FULL_BROWSER) {
  return {
    commands: { setColorScheme },
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath, args: STORY_BROWSER_FLAGS },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport,
    isolate,
    // Five pages (four story modes and the components) start at once while Vite pre-bundles their
    // dependencies; beside another phase on a 2-core machine that took more than the default 30 s
    // ("Failed to connect to the browser session", no test run).
    connectTimeout: 120_000,
    // Failed comparisons keep their diff in .vitest-attachments; no extra images beside the baselines.
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        // A busy machine can take a while to settle the first frame (fonts, layout).
        timeout: 15_000,
        // Strict enough to see a pastel badge turn from blue to green; the few pixels allowed
        // absorb anti-aliasing noise between Chromium builds.
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.001 },
      },
    },
  };
}

/**
 * Every story (its render, play function and axe check) in each theme, direction and width: one
 * browser page per mode (`browser.instances`), all served by one Vite server. A project per mode
 * transformed and pre-bundled every module once per mode (issue 31). The mode reaches the page
 * as the story's initial globals, through `provide`.
 */
const stories: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [
    storybookTest({ configDir: storybookConfigDir, tags: { include: ['test'], exclude: ['skip-test'] } }),
    // The components' project pre-bundles at the same moment; each keeps its own Vite cache, so
    // neither overwrites the dependencies the other's page has loaded.
    { name: 'stories-cache', config: () => ({ cacheDir: `${uiNodeModules}/.vite/stories` }) },
  ],
  test: {
    name: 'stories',
    browser: {
      // One page for all story files of a mode: stories share nothing but the document, and
      // loading MUI and the Storybook preview once per mode instead of once per file halves the run.
      ...chromium(VIEWPORTS.desktop, false, STORIES_BROWSER),
      instances: (Object.keys(STORY_MODES) as StoryModeName[]).map((mode) => ({
        browser: 'chromium' as const,
        name: `stories-${mode}`,
        viewport: VIEWPORTS[STORY_MODES[mode].viewport],
        // The globals a story starts with, as Storybook's toolbars would set them (the Storybook
        // plugin reads them from this key: its `initialGlobals` option, here one set per page).
        provide: {
          [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: {
            theme: STORY_MODES[mode].theme,
            direction: STORY_MODES[mode].direction,
            viewport: { value: STORY_MODES[mode].viewport, isRotated: false },
          },
        },
      })),
    },
    setupFiles: [storySetupFile],
    // The first story of a mode's page loads the preview, MUI and axe-core: 9.5-12 s on a
    // fresh clone (the service card's first story in each mode, 2026-11-29), and once past the
    // browser default of 15 s beside other work. Later stories take under 3 s.
    testTimeout: 30_000,
  },
};

export default defineConfig({
  plugins: [react(), compiledCatalogs()],
  resolve: { dedupe: ['react', 'react-dom', '@emotion/react', '@mui/material'] },
  // Pre-bundle every dependency the sources and stories import before the first test starts: a
  // dependency discovered mid-run makes Vite reload the page and fail the test file (always on a
  // fresh clone, whose cache is empty).
  optimizeDeps: {
    entries: [fileURLToPath(new URL('./src/**/*.{ts,tsx}', import.meta.url)), `${storybookConfigDir}/*.{ts,tsx}`],
  },
  test: {
    reporters: [
      'default',
      ['json', { outputFile: '../../.test-results/ui.json' }],
      ['../../scripts/vitest-file-times.mjs', { name: 'ui' }],
    ],
    projects: [
      stories,
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          browser: chromium(VIEWPORTS.desktop),
        },
      },
    ],
  },
});
