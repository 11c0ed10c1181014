import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accounts, signInAtProviderLogin, signInViaApi, useSession } from '../testing/accounts';
import { openAdminScreen } from '../testing/admin';
import { BACKOFFICE_LATIN_NAMES } from '../testing/backoffice-screens';
import { setDeviceState } from '../testing/browser-state';
import {
  arabicOf,
  englishWordsOn,
  expectArabicDocument,
  startingWith,
  useBackofficeLanguage,
} from '../testing/languages';
import { latestLink, RESET_PASSWORD_LINK } from '../testing/mailbox';
import { ARABIC_JOURNEY_LISTING } from '../testing/provider-fixtures';

// The back office in Arabic (issue 34), on the production build: an admin chooses Arabic from the
// user menu and keeps it across a sign-out, works through a form and the audit log right to left;
// a provider lists a service in Arabic and exports orders as a CSV that Excel reads. The switch
// saves the account's language, so the admin journey uses an admin of its own (invited here):
// the shared demo accounts stay English for the other specs.

const ar = arabicOf;

test.beforeEach(async ({ page }) => {
  await setDeviceState(page, { theme: 'light', cookiesAccepted: true });
});

/** The user menu's button (named after the person) and the other language in it. */
async function switchLanguage(page: Page, to: 'العربية' | 'English'): Promise<void> {
  await page.getByRole('banner').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: new RegExp(to) }).click();
}

test('an admin switches to Arabic, keeps it across a sign-in, and works right to left', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A new admin, invited by the super admin (in Arabic too: the cookie alone, not the account).
  const invitee = { email: `arabic.admin.${Date.now().toString(36)}@example.test`, password: 'Invited2024x!' };
  await useSession(page, await signInViaApi(request, accounts.superAdmin, 'provider'));
  await useBackofficeLanguage(page, 'ar');
  await openAdminScreen(page, '/admin/admins/create');
  await expectArabicDocument(page);
  // The contract's validation messages, said in Arabic (the Save button waits for a first change).
  await page.getByRole('textbox', { name: ar('E-mail') }).fill('not-an-address');
  await page.getByRole('button', { name: ar('Save') }).click();
  await expect(page.getByText(/مطلوب|البريد الإلكتروني/).first()).toBeVisible();
  expect(await englishWordsOn(page, BACKOFFICE_LATIN_NAMES), 'English left on the invitation form').toEqual([]);
  await page.getByRole('textbox', { name: ar('E-mail') }).fill(invitee.email);
  await page.getByRole('textbox', { name: ar('First name') }).fill('نور');
  await page.getByRole('textbox', { name: ar('Last name') }).fill('الحداد');
  const since = new Date();
  await page.getByRole('button', { name: ar('Save') }).click();
  await expect(page).toHaveURL(/\/admin\/admins$/);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await setDeviceState(admin, { theme: 'light', cookiesAccepted: true });
  await admin.goto(await latestLink(request, invitee.email, RESET_PASSWORD_LINK, { since }));
  const form = admin.getByRole('form', { name: 'Choose a new password' });
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(invitee.password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(invitee.password);
  await form.getByRole('button', { name: 'Reset Password' }).click();
  await expect(admin.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();

  // English at first (the account's language), Arabic from the user menu, without a page load.
  await signInAtProviderLogin(admin, invitee);
  await expect(admin).toHaveURL(/\/admin\/analytics$/);
  await expect(admin.getByRole('menuitem', { name: 'Analytics' })).toBeVisible({ timeout: 20_000 });
  await admin.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await switchLanguage(admin, 'العربية');
  await expect(admin.getByRole('menuitem', { name: ar('Analytics') })).toBeVisible();
  await expectArabicDocument(admin);
  expect(await admin.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // A category in both languages: the form's errors in Arabic first.
  const name = `Arabic journey ${Date.now().toString(36)}`;
  await admin.getByRole('menuitem', { name: /^الفئات/ }).click();
  await admin.locator('a[href$="/admin/categories/create"]').click();
  await admin.locator('input[name="CategoryNameAr"]').fill('فئة');
  await admin.getByRole('button', { name: ar('Save') }).click();
  await expect(admin.getByText(/مطلوب/).first()).toBeVisible();
  expect(await englishWordsOn(admin, BACKOFFICE_LATIN_NAMES), 'English left on the category form').toEqual([]);
  await admin.locator('input[name="CategoryName"]').fill(name);
  await admin.locator('input[name="CategoryNameAr"]').fill('فئة الرحلة العربية');
  await admin.getByRole('button', { name: ar('Save') }).click();
  await expect(admin).toHaveURL(/\/admin\/categories$/, { timeout: 20_000 });
  await expect(admin.getByText(name)).toBeVisible();

  // The audit log names the change, in Arabic around the data.
  await admin.getByRole('menuitem', { name: /^سجل التدقيق/ }).click();
  await expect(admin.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  expect(await englishWordsOn(admin, BACKOFFICE_LATIN_NAMES), 'English left on the audit log').toEqual([]);

  // Signed out and in again: the account's language comes back with the sign-in.
  await admin.getByRole('banner').getByRole('button').last().click();
  await admin.getByRole('menuitem', { name: ar('Logout') }).click();
  await expect(admin).toHaveURL(/\/start$/);
  await signInAtProviderLogin(admin, invitee);
  await expect(admin.getByRole('menuitem', { name: ar('Analytics') })).toBeVisible({ timeout: 20_000 });
  await expectArabicDocument(admin);

  // And back to English.
  await switchLanguage(admin, 'English');
  await expect(admin.getByRole('menuitem', { name: 'Analytics' })).toBeVisible();
  await expect(admin.locator('html')).toHaveAttribute('dir', 'ltr');
  await context.close();
});

test('a provider lists a service in Arabic and exports the orders as a CSV that Excel reads', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useSession(page, await signInViaApi(request, accounts.provider, 'provider'));
  await useBackofficeLanguage(page, 'ar');
  await openAdminScreen(page, '/provider-dashboard/listings/create');
  await expectArabicDocument(page);
  await page.locator('input[name="NameAr"]').fill('كشف التسربات دون تكسير');
  await page.getByRole('button', { name: ar('Save') }).click();
  await expect(page.getByText(/مطلوب/).first()).toBeVisible();
  expect(await englishWordsOn(page, BACKOFFICE_LATIN_NAMES), 'English left on the listing form').toEqual([]);

  const name = `${ARABIC_JOURNEY_LISTING} ${Date.now().toString(36)}`;
  await page.getByRole('combobox', { name: ar('Category') }).click();
  // (The first option is the empty choice.)
  await page.getByRole('option').last().click();
  await page.locator('input[name="Name"]').fill(name);
  await page.locator('input[name="NameAr"]').fill('كشف التسربات دون تكسير');
  await page.locator('textarea[name="Description"]').first().fill('We find hidden leaks without breaking walls.');
  await page.getByRole('spinbutton', { name: ar('Price (BHD)') }).fill('25');
  await page.getByRole('textbox', { name: ar('Location') }).fill('المنامة');
  await page.getByRole('button', { name: ar('Save') }).click();
  await expect(page.getByText(ar('Listing created.'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(name)).toBeVisible();

  // The orders as CSV: Arabic headers, machine-readable values, a UTF-8 byte order mark.
  await openAdminScreen(page, '/provider-dashboard/orders');
  await page.getByRole('tab', { name: startingWith(ar('All')) }).click();
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ar('Export') }).click();
  const file = readFileSync(await (await download).path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = '', firstRow = ''] = file.subarray(3).toString('utf8').split('\r\n');
  expect(header).toMatch(/[\u0600-\u06ff]/);
  expect(firstRow).toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(firstRow).toMatch(/\d+\.\d{3}/);
});
