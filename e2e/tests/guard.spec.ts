import { expect, test } from '@playwright/test';
import { accounts, signInAtProviderLogin, signInViaApi, useSession } from '../testing/accounts';
import { setDeviceState } from '../testing/browser-state';

// The access guard of spec 2.2 and the portal check of spec 5/8, in the browser.

test.beforeEach(async ({ page }) => {
  await setDeviceState(page, { cookiesAccepted: true });
});

test('a visitor opening /payments is sent to /start', async ({ page }) => {
  await page.goto('/payments');
  await expect(page).toHaveURL(/\/start$/);
});

test('a signed-in customer opening /customer-auth is sent to /customer-dashboard', async ({ page, request }) => {
  await useSession(page, await signInViaApi(request, accounts.customer, 'customer'));
  await page.goto('/customer-auth');
  await expect(page).toHaveURL(/\/customer-dashboard(\/profile)?$/);
});

test('a provider signing in at /provider-login lands on /provider-dashboard/home', async ({ page }) => {
  await signInAtProviderLogin(page, accounts.provider);
  // The back office is another app (it may not be built): only the address is checked.
  await expect(page).toHaveURL(/\/provider-dashboard\/home$/);
});

test('an admin signing in at /provider-login lands on /admin/analytics', async ({ page }) => {
  await signInAtProviderLogin(page, accounts.admin);
  await expect(page).toHaveURL(/\/admin\/analytics$/);
});

test('a customer signing in at /provider-login is refused with the portal message', async ({ page }) => {
  await signInAtProviderLogin(page, accounts.customer);
  await expect(
    page.getByText('Invalid credentials. This account is not authorized for provider or admin access.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/provider-login$/);
  // Nothing of the refused session may stay behind.
  expect(await page.evaluate(() => window.localStorage.getItem('persist:root'))).toBeNull();
});
