import { expect, type Browser, type Page } from '@playwright/test';
import { useSession, type Tokens } from './accounts';
import { openAdminScreen } from './admin';
import { setDeviceState, waitForPageReady } from './browser-state';
import type { SignupProvider } from './provider';

// Screen steps of the provider dashboard's journeys (tests/provider-dashboard.spec.ts) that are
// not what a journey checks but how it gets there: the storefront's sign-up and checkout, the
// admin's decisions, reading photos. Role and label locators only, as a person finds them.

/** A second person (admin, customer) in a browser context of their own, signed in. */
export async function personPage(browser: Browser, tokens: Tokens): Promise<Page> {
  const context = await browser.newContext();
  await setDeviceState(context, { theme: 'light', cookiesAccepted: true });
  await useSession(context, tokens);
  return context.newPage();
}

/**
 * Registers the business at the storefront's /provider-signup with the first category offered,
 * leaving its address and description empty (what the admin will ask for). Answers the category.
 */
export async function registerAtProviderSignup(page: Page, provider: SignupProvider): Promise<string> {
  await page.goto('/provider-signup');
  const form = page.getByRole('form', { name: 'Register as a provider' });
  const field = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('Business name').fill(provider.businessName);
  const category = form.getByRole('combobox', { name: /^Business category/ });
  await expect(category.getByRole('option'), 'the categories have arrived').not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  const categoryName = (await category.locator('option:checked').textContent()) ?? '';
  await field('Primary location').fill('Manama');
  await field('Contact name').fill(`${provider.firstName} ${provider.lastName}`);
  await field('First name').fill(provider.firstName);
  await field('Last name').fill(provider.lastName);
  await field('Email').fill(provider.email);
  await field('Phone number').fill(provider.phone);
  await field('Password').fill(provider.password);
  await field('Confirm password').fill(provider.password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  return categoryName;
}

/** The admin finds the business in /admin/providers by its name and opens its page. */
export async function openProviderAsAdmin(admin: Page, businessName: string): Promise<void> {
  await openAdminScreen(admin, '/admin/providers');
  await admin.getByRole('textbox', { name: 'Search business or contact' }).fill(businessName);
  // The search is debounced: click once the list holds only this business (a click on a row the
  // list is about to replace is lost).
  await expect(admin).toHaveURL(/%22q%22/);
  await expect(admin.getByRole('row')).toHaveCount(2);
  await admin.getByRole('cell', { name: businessName, exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/providers\/[^/]+\/show$/);
}

/** On the provider's admin page: Approve or Reject, confirmed in its dialog (with a reason). */
export async function decideProvider(
  admin: Page,
  businessName: string,
  verb: 'Approve' | 'Reject',
  reason?: string,
): Promise<void> {
  await admin.getByRole('button', { name: verb, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `${verb} ${businessName}?` });
  if (reason) await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await expect(admin.getByText(verb === 'Approve' ? 'Provider approved.' : 'Provider rejected.')).toBeVisible();
}

/** The listing form's fields other than photos; Type stays Service, Availability Available. */
export async function fillListingForm(
  page: Page,
  listing: { name: string; price: string; category: string },
): Promise<void> {
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: listing.category, exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(listing.name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('We find hidden leaks without breaking walls.');
  await page.getByRole('spinbutton', { name: 'Price (BHD)' }).fill(listing.price);
  await page.getByRole('textbox', { name: 'Location' }).fill('Manama');
}

/** Fills and saves the payouts screen's bank details form. */
export async function saveBankDetails(
  page: Page,
  account: { holder: string; bank: string; iban: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Bank details' });
  await form.getByRole('textbox', { name: /^Account holder/ }).fill(account.holder);
  await form.getByRole('textbox', { name: /^Bank name/ }).fill(account.bank);
  await form.getByRole('textbox', { name: /^IBAN/ }).fill(account.iban);
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Bank details saved.')).toBeVisible();
}

/** The photo URLs of the listing form, in the order it shows them (the first is the cover). */
export async function listingFormPhotos(page: Page): Promise<string[]> {
  const images = page
    .getByRole('group', { name: /^Photos/ })
    .getByRole('listitem')
    .getByRole('img');
  return Promise.all((await images.all()).map(async (image) => (await image.getAttribute('src')) ?? ''));
}

/** The storefront's page of the listing shows these photos in this order (the first large). */
export async function expectStorefrontPhotos(
  page: Page,
  listing: { id: string; name: string },
  photos: readonly string[],
): Promise<void> {
  await page.goto(`/services/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  // The page is server-rendered: its "Next photo" button works once the page is hydrated.
  await waitForPageReady(page);
  for (const [index, url] of photos.entries()) {
    const photo = page.getByRole('img', { name: `${listing.name}, photo ${index + 1} of ${photos.length}` });
    await expect(photo, `photo ${index + 1}`).toHaveAttribute('src', url);
    if (index < photos.length - 1) await page.getByRole('button', { name: 'Next photo' }).click();
  }
}

/**
 * A signed-in customer with an empty cart puts the listing in the cart, checks out and approves
 * the payment on the sandbox gateway's page (as cart-checkout.spec.ts). Answers the order's id.
 */
export async function payForListing(shopper: Page, listing: { id: string; name: string }): Promise<string> {
  await shopper.goto(`/services/${listing.id}`);
  await expect(shopper.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await waitForPageReady(shopper);
  await shopper.locator('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.getByText('Added to cart')).toBeVisible();
  await shopper.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Cart, 1 line' }).click();
  await shopper.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(shopper).toHaveURL(/\/payments$/);
  await shopper.getByRole('button', { name: /^Pay \d/ }).click();
  await expect(shopper).toHaveURL(/\/payment-sandbox\//, { timeout: 20_000 });
  await shopper.getByRole('button', { name: 'Approve the payment' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const orderId = new URL(shopper.url()).searchParams.get('orderId');
  if (!orderId) throw new Error(`The payment's return address names no order: ${shopper.url()}`);
  return orderId;
}

/** The admin settles the business's pending payout in /admin/payouts with a bank reference. */
export async function settlePayoutAsAdmin(admin: Page, businessName: string, reference: string): Promise<void> {
  await openAdminScreen(admin, '/admin/payouts');
  await admin.getByRole('button', { name: `Settle payout to ${businessName}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Bank reference' }).fill(reference);
  await dialog.getByRole('button', { name: 'Settle payout' }).click();
  await expect(admin.getByText('Payout settled.')).toBeVisible();
}
