import { expect, test, type Page } from '@playwright/test';
import type { Conversation } from '@marketplace/contract';
import {
  accounts,
  bearer,
  newCustomer,
  registerCustomerViaApi,
  signInAsCustomer,
  signInViaApi,
  useSession,
  verifyEmailViaApi,
  type Tokens,
} from '../testing/accounts';
import { setDeviceState, waitForPageReady } from '../testing/browser-state';
import { listServiceItems } from '../testing/catalog';
import { listMail, latestMail } from '../testing/mailbox';
import { businessIdOf } from '../testing/provider';

// Issue 37's journey on the production build: a new customer pays for a demo business's service,
// writes to the business from the order's page; the business answers with a photo from its back
// office while the customer's page is open; the customer sees it at once, without reloading, and
// is not mailed about it because it was read. A message the business leaves unread is mailed to it.
// The test server mails after 3 unread seconds (MESSAGE_MAIL_AFTER_SECONDS; 10 minutes in production).

/** The session the storefront keeps (the same tokens the API gives). */
async function sessionOf(page: Page): Promise<Tokens> {
  return page.evaluate(() => {
    const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as { auth?: Tokens };
    return root.auth!;
  });
}

/** Pays for one of the demo provider's services through the storefront and the sandbox's page. */
async function payForService(page: Page, listingId: string, name: string): Promise<string> {
  await page.goto(`/services/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForPageReady(page);
  await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Cart, 1 line' }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await page.getByRole('button', { name: /^Pay \d/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve the payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** A 320 × 240 blue PNG: the business's photo of its quote. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADwCAIAAAD+Tyo8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAACD0lEQVR42u3TQQkAAAgEwUtiTiMayw7+hIFJsLCpHuCpSAAGBgwMGBgMDBgYMDBgYDAwYGDAwGBgwMCAgQEDg4EBAwMGBgwMBgYMDBgYDAwYGDAwYGAwMGBgwMCAgcHAgIEBA4OBAQMDBgYMDAYGDAwYGAysAhgYMDBgYDAwYGDAwICBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMDAYGDAwYGAwMGBgwMCAgcHAgIEBAwMGBgMDBgYMDAYGDAwYGDAwGBgwMGBgMDBgYMDAgIHBwICBAQMDBgYDAwYGDAwGBgwMGBgwMBgYMDBgYMDAYGDAwICBwcCAgQEDAwYGAwMGBgwMGBgMDBgYMDAYGDAwYGDAwGBgwMCAgcHAgIEBAwMGBgMDBgYMDBgYDAwYGDAwGBgwMGBgwMBgYMDAgIEBA4OBAQMDBgYDAwYGDAwYGAwMGBgwMBhYBTAwYGDAwGBgwMCAgQEDg4EBAwMGBgMDBgYMDBgYDAwYGDAwYGAwMGBgwMBgYMDAgIEBA4OBAQMDBgYMDAYGDAwYGAwMGBgwMGBgMDBgYMDAYGDAwICBAQODgQEDAwYGDAwGBgwMGBgMDBgYMDBgYDAwYGDAwICBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMDAYGDAwYGAwMGBgwMCAgcHAgIEBA4OBAQMDBgYMDAYGDAwYGDAwGBgwMHC3aoVAB7Ww76gAAAAASUVORK5CYII=',
  'base64',
);

test('a paid request’s conversation: written, answered with a photo live, read and so not mailed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const provider = await signInViaApi(request, accounts.provider, 'provider');
  const providerId = await businessIdOf(request, provider);
  const [service] = await listServiceItems(request, { ProviderId: providerId, type: 'service' });
  if (!service) throw new Error('the demo provider has no service: the demo seed changed');

  // A new customer pays.
  const customer = newCustomer('talk');
  await registerCustomerViaApi(request, customer);
  await verifyEmailViaApi(request, customer.email);
  await setDeviceState(page, { theme: 'light', cookiesAccepted: true });
  await signInAsCustomer(page, customer);
  const orderId = await payForService(page, service.ServiceItemId, service.Name);

  // … and writes to the business from the order's page.
  await page.goto(`/customer-dashboard/order/${orderId}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.fill('Hello! When can you come? After 5 pm suits me.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Hello! When can you come? After 5 pm suits me.')).toBeVisible();
  await expect(box).toHaveValue('');

  const customerTokens = await sessionOf(page);
  const [conversation] = (await (
    await request.get(`/api/Conversation/order/${orderId}`, { headers: bearer(customerTokens) })
  ).json()) as Conversation[];
  expect(conversation!.ProviderId).toBe(providerId);

  // The business answers with a photo from its back office, the customer's page still open.
  const office = await browser.newContext();
  const officePage = await office.newPage();
  await setDeviceState(officePage, { theme: 'light', cookiesAccepted: true });
  await useSession(officePage, provider);
  await officePage.goto(`/provider-dashboard/messages/${conversation!.ConversationId}`);
  await expect(officePage.getByText('Hello! When can you come? After 5 pm suits me.')).toBeVisible({ timeout: 20_000 });
  await officePage
    .locator('input[type="file"]')
    .setInputFiles({ name: 'quote.png', mimeType: 'image/png', buffer: PHOTO });
  await officePage.getByRole('textbox', { name: 'Message' }).fill('Sunday at 6 pm. Here is the quote.');
  const sentAt = new Date();
  await officePage.getByRole('button', { name: 'Send' }).click();
  await expect(officePage.getByText('Sunday at 6 pm. Here is the quote.')).toBeVisible();

  // The customer sees it live: no reload, the photo with it.
  await expect(page.getByText('Sunday at 6 pm. Here is the quote.')).toBeVisible({ timeout: 10_000 });
  const image = page.getByRole('img', { name: /quote\.png/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(320);
  // Read on arrival: the business sees "Seen" under its answer.
  await expect(officePage.getByText('Seen', { exact: true })).toBeVisible({ timeout: 10_000 });

  // Past the test server's 3 unread seconds, with sweeps every second: no mail about a read message.
  await page.waitForTimeout(6_000);
  const mails = await listMail(request, customer.email);
  expect(mails.filter((mail) => new Date(mail.CreatedAt) >= sentAt && /New message/.test(mail.Subject))).toEqual([]);

  // The contrast: the business closes its page; the customer's thanks stay unread, and are mailed.
  await office.close();
  const thanksAt = new Date();
  await box.fill('Thanks, see you on Sunday!');
  await page.getByRole('button', { name: 'Send' }).click();
  const mail = await latestMail(request, accounts.provider.email, {
    subject: /^New message from /,
    since: thanksAt,
    timeout: 20_000,
  });
  expect(mail.Text).toContain('Thanks, see you on Sunday!');
  expect(mail.Links.some((link) => link.endsWith(`/provider-dashboard/messages/${conversation!.ConversationId}`))).toBe(
    true,
  );
});
