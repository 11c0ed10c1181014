import { expect, test } from '@playwright/test';
import { setDeviceState, waitForPageReady } from '../support/browser-state';

// A visitor misspells what they look for; the catalog search forgives it (trigram similarity,
// apps/api/src/modules/service-items/service-items-search.test.ts) and the listing opens.

const MISSPELLING = 'airconditoning';
const EXPECTED = 'Split Air-Conditioning Unit 2 Ton';
/** A listing that has nothing to do with air conditioning: the search must have filtered it out. */
const UNRELATED = 'Emergency Plumbing Repair';

test('a visitor finds a listing despite a misspelling and opens its detail page', async ({ page }) => {
  await setDeviceState(page, { cookiesAccepted: true });
  await page.goto('/services');
  await expect(page).toHaveTitle(/Browse Services/);
  await waitForPageReady(page);

  const search = page.getByRole('searchbox', { name: 'Search services' });
  await search.fill(MISSPELLING);
  await search.press('Enter');

  const card = page.getByRole('heading', { name: EXPECTED, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: UNRELATED, exact: true })).toHaveCount(0);

  await card.getByRole('link').or(card.getByRole('button')).first().click();
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: EXPECTED })).toBeVisible();
  await expect(page).toHaveTitle(/Browse Services/);
});
