import { expect, test, type Page } from '@playwright/test';
import { newCustomer, registerCustomerViaApi, verifyEmailViaApi, type NewCustomer } from '../testing/accounts';
import { setDeviceState, waitForPageReady } from '../testing/browser-state';
import { lowStockItems } from '../testing/catalog';
import { arabicOf, englishWordsOn, expectArabicDocument } from '../testing/languages';

// The storefront's journeys in Arabic (issue 33): a visitor arriving with an Arabic browser, the
// language switch and its memory, registration and sign-in, the cart, the sandbox payment and the
// customer's orders, all under /ar, right to left, with no English left on the way (the names
// people wrote aside).

async function expectNoEnglish(page: Page, where: string) {
  await waitForPageReady(page);
  expect(await englishWordsOn(page), `English left on ${where}`).toEqual([]);
}

test('an Arabic browser lands in Arabic; the switch keeps the page and the choice', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-BH' });
  const page = await context.newPage();
  await setDeviceState(page, { cookiesAccepted: true });

  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/home$/);
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(
    `${arabicOf('Services Marketplace Bahrain')} | ${arabicOf('Find Professional Services in Bahrain')}`,
  );
  await expectNoEnglish(page, '/ar/home');

  // Search from the hero: the catalog answers under /ar, its count in Arabic.
  const search = page.getByRole('main').getByRole('searchbox').first();
  await search.fill('تكييف');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ar\/services\?/);
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /نتيج|نتائج/ })).toBeVisible();
  await expectNoEnglish(page, '/ar/services');

  // The switch: the same page in English, and the root follows the choice from now on.
  await page.goto('/ar/services?Page=2');
  await page
    .getByRole('navigation', { name: arabicOf('Main') })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/services\?Page=2$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/home$/);
  await context.close();
});

test('a customer registers, signs in, orders and pays in Arabic, then finds the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer: NewCustomer = newCustomer('arabic');
  await setDeviceState(page, { cookiesAccepted: true });

  // Registration, in the form's Arabic.
  await page.goto('/ar/customer-auth?mode=register');
  await expectArabicDocument(page);
  await expectNoEnglish(page, 'the registration form');
  // As the Arabic form sends it: the account starts in Arabic (the form itself has its unit tests).
  await registerCustomerViaApi(request, customer, 'ar');
  await verifyEmailViaApi(request, customer.email);

  // Sign in in Arabic; the app stays in Arabic.
  await page.goto('/ar/customer-auth');
  const form = page.getByRole('form', { name: arabicOf('Sign in') });
  await form.getByRole('textbox', { name: arabicOf('Email') }).fill(customer.email);
  await form.getByRole('textbox', { name: arabicOf('Password'), exact: true }).fill(customer.password);
  await form.getByRole('button', { name: arabicOf('Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/customer-dashboard/);
  await expectArabicDocument(page);
  await expectNoEnglish(page, "the customer's profile");

  // An item to the cart, from its page.
  // The last of the low-stock items: the English cart journey raises the first ones to their limit.
  const item = (await lowStockItems(request)).at(-1);
  if (!item) throw new Error('The demo catalog has no available item with a stock of 2 to 8');
  await page.goto(`/ar/services/${item.ServiceItemId}`);
  await expectArabicDocument(page);
  await waitForPageReady(page);
  // The listing in its Arabic where its provider wrote one.
  const itemName = item.NameAr || item.Name;
  await expect(page.getByRole('heading', { level: 1, name: itemName })).toBeVisible();
  await expectNoEnglish(page, 'the item page');
  await page
    .getByRole('main')
    .getByRole('button', { name: arabicOf('Add to cart') })
    .click();
  await expect(page.getByText(arabicOf('Added to cart'))).toBeVisible();

  // The cart panel, then checkout and the sandbox's page (the gateway's own, in English).
  await page
    .getByRole('navigation', { name: arabicOf('Main') })
    .getByRole('button', { name: /السلة/ })
    .click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expectNoEnglish(page, 'the cart panel');
  await panel.getByRole('button', { name: arabicOf('Checkout') }).click();
  await expect(page).toHaveURL(/\/ar\/payments$/);
  await expectNoEnglish(page, '/ar/payments');
  await expect(
    page
      .getByRole('main')
      .getByText(/د\.ب\./)
      .first(),
  ).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /د\.ب\./ })
    .click();
  await expect(page).toHaveURL(/\/payment-sandbox\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve the payment' }).click();

  // Back on the Arabic result page, then the order in the dashboard.
  await expect(page).toHaveURL(/\/ar\/payment\/result\?/);
  await expectArabicDocument(page);
  await expect(page.getByRole('heading', { level: 1, name: arabicOf('Payment successful') })).toBeVisible();
  await expectNoEnglish(page, '/ar/payment/result');
  await page.goto('/ar/customer-dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: arabicOf('My Orders') })).toBeVisible();
  await expect(page.getByRole('main').getByText(itemName).first()).toBeVisible();
  await expectNoEnglish(page, '/ar/customer-dashboard/orders');
});
