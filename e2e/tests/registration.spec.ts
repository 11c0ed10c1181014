import { expect, test } from '@playwright/test';
import { CUSTOMER_AREA_HEADING, newCustomer, openCustomerArea, signInAsCustomer } from '../support/accounts';
import { setDeviceState } from '../support/browser-state';
import { latestLink, VERIFY_EMAIL_LINK } from '../support/mailbox';

// Register at /customer-auth?mode=register, open the mailed link (spec 2.7), sign in, and reach
// the customer area with a verified account.

test('a new customer registers, verifies the e-mail from the mailbox and signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = newCustomer('register');
  await setDeviceState(page, { cookiesAccepted: true });

  await page.goto('/customer-auth?mode=register');
  const form = page.getByRole('form', { name: 'Create a customer account' });
  await form.getByRole('textbox', { name: 'First name' }).fill(customer.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(customer.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await form.getByRole('textbox', { name: 'Phone number' }).fill(customer.phone);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(customer.password);
  const since = new Date();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const link = await latestLink(request, customer.email, VERIFY_EMAIL_LINK, { since });
  // PUBLIC_URL is the test server, so the mailed link leads back to it.
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

  await page.goto(link);
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();

  await signInAsCustomer(page, customer);
  await openCustomerArea(page, customer.email);
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER_AREA_HEADING })).toBeVisible();
  // Verified: the badge of spec 2.5, and no banner asking for it.
  await expect(page.locator('main').getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Email Verification Required')).toHaveCount(0);
});
