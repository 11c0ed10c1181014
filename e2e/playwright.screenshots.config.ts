import { defineConfig } from '@playwright/test';
import base, { chromium } from './playwright.config';

// `pnpm --filter @marketplace/e2e screenshots`: full-page screenshots of every storefront page at
// 360 and 1280 px, light and dark, into e2e/screenshots/ for people to look at. Not a test gate.

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: '**/screenshots.spec.ts',
  retries: 0,
  reporter: [['list']],
  projects: [{ name: 'screenshots', use: chromium }],
});
