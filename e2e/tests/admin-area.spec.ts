import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, bearer, signInAtProviderLogin, signInViaApi, useSession, type Tokens } from '../testing/accounts';
import { adminCategories, listingsInCategory, listWithFilter, openAdminScreen, spareCustomer } from '../testing/admin';
import { setDeviceState } from '../testing/browser-state';
import { latestMail, latestLink, RESET_PASSWORD_LINK } from '../testing/mailbox';
import { explainingFailure, watchPageTrouble } from '../testing/page-trouble';

// The admin area of the back office (issue 15), on the production build: each journey is
// independent, signs the admin in through the API (one session for the file) and works through
// the screens; the audit-log journey runs last and reads the entries the others left.

let adminSession: Promise<Tokens> | undefined;
const adminTokens = (request: APIRequestContext) =>
  (adminSession ??= signInViaApi(request, accounts.admin, 'provider'));

test.beforeEach(async ({ page }) => {
  await setDeviceState(page, { theme: 'light', cookiesAccepted: true });
});

test('an admin signs in at /provider-login and lands on analytics drawn from the seed', async ({ page }) => {
  await signInAtProviderLogin(page, accounts.admin);
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  for (const tile of ['Revenue', 'Customers', 'Providers waiting for approval', 'Payout requests']) {
    await expect(page.getByRole('link').filter({ hasText: tile }).first(), `the ${tile} tile`).toHaveText(/\d/);
  }
  const revenue = page.getByRole('region', { name: 'Revenue per month' });
  await expect(revenue.locator('svg').first()).toBeVisible({ timeout: 20_000 });
});

test('the admin approves the pending provider from the inbox; the provider is mailed and can sign in', async ({
  page,
  request,
  browser,
}) => {
  await useSession(page, await adminTokens(request));
  await openAdminScreen(page, '/admin/analytics');
  // The menu's badge counts everything waiting; the inbox holds the pending provider's queue.
  await page.getByRole('menuitem', { name: /^Needs action, \d+ waiting$/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  const queue = page.getByRole('region', { name: 'Providers waiting for approval' });
  const row = queue.getByRole('listitem').filter({ hasText: accounts.pendingProvider.email });
  await expect(row).toBeVisible();

  const since = new Date();
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Documents checked by the e2e suite.');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Provider approved.')).toBeVisible();
  await expect(row, 'an approved provider leaves the queue').toHaveCount(0);

  await latestMail(request, accounts.pendingProvider.email, { since });
  const providerContext = await browser.newContext();
  const providerPage = await providerContext.newPage();
  await signInAtProviderLogin(providerPage, accounts.pendingProvider);
  await expect(providerPage).toHaveURL(/\/provider-dashboard\/home$/);
  await providerContext.close();
});

test('the admin disables a category and its listings leave /services', async ({ page, request }) => {
  const admin = await adminTokens(request);
  const categories = (await adminCategories(request, admin)).filter((category) => category.IsEnable);
  let chosen: (typeof categories)[number] | undefined;
  for (const category of categories) {
    if ((await listingsInCategory(request, category.CategoryId)) > 0) {
      chosen = category;
      break;
    }
  }
  if (!chosen) throw new Error('No enabled category with listings in the seed');

  await useSession(page, admin);
  await openAdminScreen(page, '/admin/categories');
  await page.getByRole('switch', { name: `Disable ${chosen.CategoryName}` }).click();
  await expect(page.getByRole('switch', { name: `Enable ${chosen.CategoryName}` })).toBeVisible();
  await expect.poll(() => listingsInCategory(request, chosen.CategoryId)).toBe(0);

  // Enabled again, so the storefront's journeys later in the run find their listings.
  await page.getByRole('switch', { name: `Enable ${chosen.CategoryName}` }).click();
  await expect(page.getByRole('switch', { name: `Disable ${chosen.CategoryName}` })).toBeVisible();
  await expect.poll(() => listingsInCategory(request, chosen.CategoryId)).toBeGreaterThan(0);
});

test('the admin deactivates, then deletes a customer whose open session is refused at once', async ({
  page,
  request,
  browser,
}) => {
  const admin = await adminTokens(request);
  const customer = await spareCustomer(request, admin);
  const customerTokens = await signInViaApi(
    request,
    { email: customer.Email, password: accounts.customer.password },
    'customer',
  );
  const customerContext = await browser.newContext();
  await useSession(customerContext, customerTokens);
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/home');
  const profile = () =>
    customerContext.request.get(`/api/Customer/user/${customer.UserId}`, { headers: bearer(customerTokens) });
  expect((await profile()).status()).toBe(200);

  await useSession(page, admin);
  await openAdminScreen(page, `/admin/customers/${customer.UserId}/show`);
  await expect(page.getByText(customer.Email).first()).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate (not verified)' }).click();
  await expect(page.getByText('Customer deactivated: marked as not verified.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete customer' }).click();
  await expect(page.getByText(/was deleted and signed out\./)).toBeVisible();

  expect((await profile()).status(), 'the deleted customer’s open session').toBe(401);
  await customerContext.close();
});

test('the admin settles a pending payout with a bank reference', async ({ page, request }) => {
  await useSession(page, await adminTokens(request));
  await openAdminScreen(page, '/admin/payouts');
  const settle = page.getByRole('button', { name: /^Settle payout to / }).first();
  await expect(settle).toBeVisible();
  await settle.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Bank reference' }).fill('E2E-TRF-0001');
  await dialog.getByRole('button', { name: 'Settle payout' }).click();
  await expect(page.getByText('Payout settled.')).toBeVisible();
});

test('the audit log shows the approval, the category, customer and payout changes', async ({ page, request }) => {
  await useSession(page, await adminTokens(request));
  // Each action by its name, its recorded code beneath (what the filter takes).
  const actions = {
    'provider.approve': 'Provider approved',
    'category.disable': 'Category disabled',
    'category.enable': 'Category enabled',
    'customer.deactivate': 'Customer deactivated',
    'customer.delete': 'Customer deleted',
    'payout.settle': 'Payout settled',
  };
  for (const [action, name] of Object.entries(actions)) {
    await openAdminScreen(page, listWithFilter('/admin/audit-log', { Action: action }));
    await expect(
      page.getByRole('cell', { name: `${name} ${action}`, exact: true }).first(),
      `an audit entry ${action}`,
    ).toBeVisible();
  }
});

test('a super admin invites an admin, who sets a password from the mail and signs in', async ({
  page,
  request,
  browser,
}) => {
  const invitee = { email: `invited.admin.${Date.now().toString(36)}@example.test`, password: 'Invited2024x!' };
  await useSession(page, await signInViaApi(request, accounts.superAdmin, 'provider'));
  await openAdminScreen(page, '/admin/admins/create');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Invited');
  const since = new Date();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/admins$/);

  const link = await latestLink(request, invitee.email, RESET_PASSWORD_LINK, { since });
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  // Seen twice in full runs, never alone: the click left the form as it was, with no toast left
  // by the time the wait ran out. What the page saw goes into the report if it happens again.
  const trouble = watchPageTrouble(inviteePage);
  await inviteePage.goto(link);
  const form = inviteePage.getByRole('form', { name: 'Choose a new password' });
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(invitee.password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(invitee.password);
  await form.getByRole('button', { name: 'Reset Password' }).click();
  await explainingFailure(trouble, () =>
    expect(inviteePage.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible(),
  );

  await signInAtProviderLogin(inviteePage, invitee);
  await expect(inviteePage).toHaveURL(/\/admin\/analytics$/);
  await inviteeContext.close();
});
