import { expect, test } from '@playwright/test';
import {
  newCustomer,
  openCustomerArea,
  registerCustomerViaApi,
  signInAsCustomer,
  verifyEmailViaApi,
} from '../testing/accounts';
import { setDeviceState, waitForPageReady } from '../testing/browser-state';
import { explainingFailure, watchPageTrouble } from '../testing/page-trouble';
import { latestLink, RESET_PASSWORD_LINK } from '../testing/mailbox';

// Forgot password at /customer-auth?mode=forgot, the mailed link, the reset page of spec 2.6,
// then a sign-in with the new password. A fresh customer, so the demo accounts keep theirs.

test('a customer resets a forgotten password from the mailed link and signs in with it', async ({ page, request }) => {
  const customer = newCustomer('reset');
  await registerCustomerViaApi(request, customer);
  await verifyEmailViaApi(request, customer.email);
  const newPassword = 'Renewed2025pw';
  await setDeviceState(page, { cookiesAccepted: true });

  await page.goto('/customer-auth?mode=forgot');
  const request_ = page.getByRole('form', { name: 'Request a password reset link' });
  await request_.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  const since = new Date();
  await request_.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /check your spam folder/i })).toBeVisible();

  const link = await latestLink(request, customer.email, RESET_PASSWORD_LINK, { since });
  expect(new URL(link).searchParams.get('redirect')).toBe('customer-auth');
  await page.goto(link);

  // After the 1-second link check (spec 4), the form with the e-mail pre-filled and read-only.
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByText('Enter your new password below.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(customer.email);
  await expect(email).not.toBeEditable();
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  // Then on to the login page of the account's portal (redirect=customer-auth).
  await expect(page).toHaveURL(/\/customer-auth$/, { timeout: 15_000 });

  // The old password no longer works; the new one does.
  const old = await request.post('/api/Auth/customer-login', {
    data: { Email: customer.email, Password: customer.password },
  });
  expect(old.status()).toBe(401);
  await signInAsCustomer(page, { email: customer.email, password: newPassword });
  await openCustomerArea(page, customer.email);
});

// Spec section 4, "Customer password reset from settings": found through the dashboard's phone
// menu (issue 17), confirmed, mailed, and the customer is logged out to /start after 5 seconds.
test('a customer resets the password from Account Settings, is logged out after 5 s, and the link works', async ({
  page,
  request,
}) => {
  const customer = newCustomer('settings-reset');
  await registerCustomerViaApi(request, customer);
  await verifyEmailViaApi(request, customer.email);
  const newPassword = 'Settings2025pw';
  await setDeviceState(page, { cookiesAccepted: true });
  await signInAsCustomer(page, customer);
  await page.setViewportSize({ width: 360, height: 780 });

  // Once (run 10 of issue 31) the menu button's click opened nothing, and 100 tries beside
  // stress-ng did not bring it back (docs/testing.md, "The closed menu"): should it come again,
  // the report says what the page did meanwhile.
  const trouble = watchPageTrouble(page);
  await page.goto('/customer-dashboard');
  await expect(page).toHaveURL(/\/customer-dashboard\/profile$/);
  // Run 42: the menu opened while the profile page was still arriving, and its items were taken
  // out from under the click (detached, never back). The person opens it on a settled page.
  await waitForPageReady(page);
  const dashboardNav = page.getByRole('navigation', { name: 'Customer dashboard' });
  const menuButton = dashboardNav.getByRole('button', { name: 'Dashboard menu: Profile' });
  const settings = page.getByRole('menuitem', { name: 'Settings' });
  // As a person would: a menu that closed before the tap is opened again (for 20 s at most).
  await explainingFailure(trouble, () =>
    expect(async () => {
      if (!(await settings.isVisible())) await menuButton.click();
      await settings.click({ timeout: 5_000 });
    }).toPass({ timeout: 20_000, intervals: [500, 1_000] }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(dashboardNav.getByRole('button', { name: 'Dashboard menu: Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset Password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Password?' });
  await expect(confirm).toContainText('you will be logged out and a password reset link will be sent');
  const since = new Date();
  await confirm.getByRole('button', { name: 'OK' }).click();
  const sent = page.getByRole('dialog', { name: 'Password reset' });
  await expect(sent).toContainText('You will be logged out in 5 seconds.');
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/start$/, { timeout: 10_000 });
  expect(Date.now() - shownAt, 'logged out after about 5 seconds, not at once').toBeGreaterThan(4_000);
  await expect(page.getByText('You have been signed out successfully')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('persist:root'))).toBeNull();

  // The mailed link works (at desktop width again, where the sign-in helper finds the account menu).
  await page.setViewportSize({ width: 1280, height: 900 });
  const link = await latestLink(request, customer.email, RESET_PASSWORD_LINK, { since });
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await expect(page).toHaveURL(/\/customer-auth$/, { timeout: 15_000 });
  await signInAsCustomer(page, { email: customer.email, password: newPassword });
});
