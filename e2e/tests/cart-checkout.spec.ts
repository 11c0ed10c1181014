import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@marketplace/contract';
import {
  newCustomer,
  registerCustomerViaApi,
  signInAsCustomer,
  verifyEmailViaApi,
  type NewCustomer,
} from '../testing/accounts';
import { setDeviceState, waitForPageReady } from '../testing/browser-state';
import { lowStockItems } from '../testing/catalog';

// The cart of spec 2.4 and 5 and the sandbox checkout (README "Payments"): a customer raises an
// item to its stock limit ('Max quantity reached'), checks out from the cart panel, pays on the
// sandbox's hosted page and comes back to /payment/result. Once approved, once declined.
// Fresh customers (empty carts, no orders); each run takes another low-stock item, because an
// order holds its stock.

async function signedInCustomer(page: Page, request: Parameters<typeof registerCustomerViaApi>[0]) {
  const customer: NewCustomer = newCustomer('cart');
  await registerCustomerViaApi(request, customer);
  await verifyEmailViaApi(request, customer.email);
  await setDeviceState(page, { cookiesAccepted: true });
  await signInAsCustomer(page, customer);
  return customer;
}

/** The order as the API sees it, asked with the browser's own session. */
async function orderFromApi(page: Page, orderId: string): Promise<Order> {
  const jwt = await page.evaluate(() => {
    const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as { auth?: { jwtToken?: string } };
    return root.auth?.jwtToken ?? '';
  });
  const response = await page.request.get(`/api/Order/${orderId}`, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(response.ok(), `GET /api/Order/${orderId}: ${response.status()}`).toBe(true);
  return (await response.json()) as Order;
}

for (const [index, outcome] of (['approve', 'decline'] as const).entries()) {
  test(`cart to its stock limit, checkout, sandbox payment ${outcome}d`, async ({ page, request }) => {
    const candidates = await lowStockItems(request);
    const item = candidates[index];
    if (!item) throw new Error(`The demo catalog has fewer than ${index + 1} available items with a stock of 2 to 8`);
    const stock = item.AvailableQuantity!;
    await signedInCustomer(page, request);

    // Add the item from its detail page.
    await page.goto(`/services/${item.ServiceItemId}`);
    await expect(page.getByRole('heading', { level: 1, name: item.Name })).toBeVisible();
    await waitForPageReady(page);
    await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();

    // Open the cart panel from the top bar's cart button (its badge counts the lines).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Cart, 1 line' }).click();
    const panel = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(panel).toBeVisible();
    const count = panel.getByText('You have 1 information request(s) in your cart');
    await expect(count).toBeVisible();
    // Spec 2.4 layout (issue 17 point 7): Clear Cart sits on the count's line, not below it.
    const [countBox, clearBox] = await Promise.all([
      count.boundingBox(),
      panel.getByRole('button', { name: 'Clear Cart' }).boundingBox(),
    ]);
    expect(clearBox!.y, 'Clear Cart starts above the end of the count').toBeLessThan(countBox!.y + countBox!.height);
    expect(clearBox!.y + clearBox!.height, 'Clear Cart ends below the start of the count').toBeGreaterThan(countBox!.y);

    // Plus up to the stock, then once more: refused with the toast of spec 8.
    const stepper = panel.getByRole('group', { name: `Quantity of ${item.Name}` });
    const plus = stepper.getByRole('button', { name: `Increase quantity of ${item.Name}` });
    for (let quantity = 2; quantity <= stock; quantity += 1) {
      await plus.click();
      await expect(stepper.locator('output')).toHaveText(String(quantity));
    }
    await plus.click();
    await expect(page.getByText('Max quantity reached')).toBeVisible();
    await expect(page.getByText('You cannot add more items than available in stock.')).toBeVisible();
    await expect(stepper.locator('output')).toHaveText(String(stock));

    // Checkout -> /payments -> Pay -> the sandbox's hosted page.
    await panel.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.locator('main').getByText(item.Name).first()).toBeVisible();
    await page.getByRole('button', { name: /^Pay \d/ }).click();
    await expect(page).toHaveURL(/\/payment-sandbox\//, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Approve or decline the payment' })).toBeVisible();
    await page
      .getByRole('button', { name: outcome === 'approve' ? 'Approve the payment' : 'Decline the payment' })
      .click();

    // Back on the storefront, which asks the server how the payment ended.
    await expect(page).toHaveURL(/\/payment\/result\?/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(orderId, 'the return address names the order').toBeTruthy();
    if (outcome === 'approve') {
      await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
      await expect(page.getByText(`#${orderId!.slice(0, 8).toUpperCase()}`)).toBeVisible();
      await expect(page.getByText('Paid', { exact: true })).toBeVisible();
      expect((await orderFromApi(page, orderId!)).IsPaymentSuccess).toBe(true);
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect((await orderFromApi(page, orderId!)).IsPaymentSuccess).toBe(false);
    }
  });
}
