import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LISTING_IMPORT_MESSAGES } from '@marketplace/contract';
import { accounts, bearer, signInViaApi, useSession } from '../testing/accounts';
import { setDeviceState } from '../testing/browser-state';
import { activeProviderViaApi, listingCount, openProviderScreen } from '../testing/provider';
import { listingsCsv } from '../testing/provider-fixtures';

// The provider dashboard's CSV import (issue 16, /provider-dashboard/listings/import) on the
// production build: a file of 20 new listings with one bad row is refused with a report naming
// the row and the column, and nothing is written; the corrected file imports all 20. A new
// provider, made active through the API, so the list's counts are this journey's alone. The list's
// export of those 20 then checks as 20 updates: it is in the import's columns.

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The listings list's size as it says it: react-admin's "1-10 of 21", or its empty text. */
const listSize = (page: Page, total: number) =>
  total === 0 ? page.getByText('No Listings found') : page.getByText(`1-${Math.min(total, 10)} of ${total}`);

test.beforeEach(async ({ page }) => {
  await setDeviceState(page, { theme: 'light', cookiesAccepted: true });
});

test('a CSV of 20 listings with one bad row is refused with its row and column; the corrected file imports 20', async ({
  page,
  request,
}) => {
  const provider = await activeProviderViaApi(request, await signInViaApi(request, accounts.admin, 'provider'));
  const rows = Array.from({ length: 20 }, (_, index) => ({
    name: `Imported service ${String(index + 1).padStart(2, '0')}`,
    price: `${10 + index}.250`,
  }));
  // Data row 11 is spreadsheet row 12 (the header is row 1).
  const bad = rows.map((row, index) => (index === 10 ? { ...row, price: 'twelve' } : row));

  await useSession(page, provider.tokens);
  await openProviderScreen(page, '/provider-dashboard/listings');
  await expect(listSize(page, 0)).toBeVisible();
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/provider-dashboard\/listings\/import$/);
  await page.getByLabel('Choose a CSV file').setInputFiles(csvFile('bad.csv', listingsCsv(provider.categoryId, bad)));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByText('1 problem found in 1 of 20 rows. Nothing was imported: fix the file and check it again.'),
  ).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems found in the file' }).getByRole('row');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(1).getByRole('cell')).toHaveText(['12', 'Price', LISTING_IMPORT_MESSAGES.price]);
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();

  // Sent for real through the API anyway, the file is refused as a whole: nothing is written.
  const forced = await request.post('/api/service-items/import', {
    headers: bearer(provider.tokens),
    data: { Csv: listingsCsv(provider.categoryId, bad) },
  });
  expect(((await forced.json()) as { Valid: boolean }).Valid).toBe(false);
  expect(await listingCount(request, provider.tokens, provider.providerId)).toBe(0);
  await page.getByRole('link', { name: 'Back to your listings' }).click();
  await expect(listSize(page, 0), 'the list did not grow').toBeVisible();

  // The corrected file: checked, then imported in one go.
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByLabel('Choose a CSV file').setInputFiles(csvFile('good.csv', listingsCsv(provider.categoryId, rows)));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('All 20 rows are valid: 20 new listings and 0 updates.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 20 listings' }).click();
  await expect(page.getByText('Imported: 20 new listings and 0 updates.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your listings' }).click();
  await expect(page).toHaveURL(/\/provider-dashboard\/listings$/);
  await expect(listSize(page, 20)).toBeVisible();
  // Newest first: the first page is ten of the imported listings.
  await expect(page.getByRole('cell', { name: /^Imported service \d{2}$/ })).toHaveCount(10);
  expect(await listingCount(request, provider.tokens, provider.providerId)).toBe(20);

  // The list's export is in the import's columns: it imports back as it is, every row an update.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const exported = readFileSync(await (await download).path());
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: exported });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('All 20 rows are valid: 0 new listings and 20 updates.')).toBeVisible();
});
