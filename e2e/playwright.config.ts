import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

// End-to-end tests: Debian's Chromium against the production build (apps/api/dist/server.js
// serving apps/storefront/dist) on a fresh embedded database, started by global-setup.ts.
// Never downloads a browser: /usr/bin/chromium-headless-shell or /usr/bin/chromium, or CHROME_PATH.

// Debian's headless shell (package chromium-headless-shell) is the same Chromium 156 without the
// browser's window layer; Playwright itself uses it for headless runs. The journeys took 687
// CPU-seconds in it against 992 in the full browser (569 s against 693; issue 31). Where only the
// full browser is installed, the journeys run in that. The design system's screenshot baselines
// stay with the full browser (packages/ui): the two draw text a few pixels apart.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const executablePath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: [...CHROMIUM_FLAGS] },
};

export default defineConfig({
  testDir: './tests',
  // The page screenshots are taken on demand (playwright.screenshots.config.ts).
  testIgnore: '**/screenshots.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  // One worker: the machine has two cores and the server needs one of them.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e-playwright.json' }]],
  use: {
    // Set by global-setup.ts before the workers start (they read this file again).
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    // Recording a trace of every test cost 15% of the run's CPU (measured: 264 -> 224 CPU-seconds
    // for the light-mode accessibility pages); a failure still leaves its screenshot. E2E_TRACE=1
    // records them again (kept for failed tests) when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The app skips its page and bar animations then: stable screenshots and contrast checks.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [{ name: 'chromium', use: chromium }],
});
