import { expect, test, type Page } from '@playwright/test';
import {
  CUSTOMER_AREA_HEADING,
  newCustomer,
  openCustomerArea,
  registerCustomerViaApi,
  signInAsCustomer,
  type NewCustomer,
} from '../testing/accounts';
import { setDeviceState } from '../testing/browser-state';
import { latestLink, latestMail, RESET_PASSWORD_LINK, VERIFY_EMAIL_LINK } from '../testing/mailbox';

// Register at /customer-auth?mode=register, open the mailed link (spec 2.7), sign in, and reach
// the customer area with a verified account.

/** Fills the registration form and sends it; resolves with the moment it was sent. */
async function register(page: Page, customer: NewCustomer): Promise<Date> {
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
  return since;
}

test('a new customer registers, verifies the e-mail from the mailbox and signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = newCustomer('register');
  await setDeviceState(page, { cookiesAccepted: true });

  const since = await register(page, customer);
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const link = await latestLink(request, customer.email, VERIFY_EMAIL_LINK, { since });
  // The mailed link starts with the address the browser used, so it leads back to the test server.
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

// Registering with an address that has an account must look exactly like registering a new one
// (nobody can probe for accounts); only the owner learns, by mail, with a way to sign in.
test('registering with a taken address shows the usual notice and mails the owner how to sign in', async ({
  page,
  request,
}) => {
  const owner = newCustomer('taken');
  await registerCustomerViaApi(request, owner);
  await setDeviceState(page, { cookiesAccepted: true });

  const since = await register(page, { ...owner, firstName: 'Someone', password: 'Another2024x' });
  const notice = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
  await expect(notice).toContainText(owner.email);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const mail = await latestMail(request, owner.email, { subject: /You already have an account/, since });
  expect(mail.Links.some((link) => new URL(link).pathname === '/customer-auth')).toBe(true);
  expect(mail.Links.some((link) => RESET_PASSWORD_LINK.test(link))).toBe(true);
});
