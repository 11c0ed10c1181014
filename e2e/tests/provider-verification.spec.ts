import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInViaApi, accounts, useSession } from '../testing/accounts';
import { openAdminScreen } from '../testing/admin';
import { latestMail } from '../testing/mailbox';
import { openProviderScreen, pendingProviderViaApi } from '../testing/provider';
import { decideProvider, personPage } from '../testing/provider-steps';

// Issue 38, the journey: a new business uploads its three documents and sends them for review; an
// admin asks for a change to the CR; the business replaces it; the admin accepts it and approves
// the business; the storefront shows its "Verified business" badge.

test.describe.configure({ mode: 'serial' });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const CR = 'Commercial Registration (CR) certificate';
const CPR = 'Authorised signatory’s CPR card';
const IBAN = 'IBAN certificate or bank letter';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day ('2026-11-29') typed into the back office's day field as a person does: day, month's name, year. */
async function typeDay(scope: Locator, label: string, day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await field.page().keyboard.type(String(date).padStart(2, '0'));
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await field.page().keyboard.type(MONTHS[month - 1]!);
  await field.getByRole('spinbutton', { name: 'Year' }).click();
  await field.page().keyboard.type(String(year));
}

/** One document through its dialog: the fields its requirement has, and the file. */
async function upload(
  page: Page,
  name: string,
  fields: { number?: string; issued?: string; expires?: string },
  replace = false,
) {
  const card = page.getByRole('region', { name, exact: true });
  await card.getByRole('button', { name: `${replace ? 'Replace' : 'Upload'} ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `${replace ? 'Replace' : 'Upload'} ${name}` });
  if (fields.number) await dialog.getByRole('textbox', { name: /^Document number/ }).fill(fields.number);
  if (fields.issued) await typeDay(dialog, 'Issue date', fields.issued);
  if (fields.expires) await typeDay(dialog, 'Expiry date', fields.expires);
  await dialog.getByLabel(/^File/).setInputFiles({ name: 'document.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Awaiting review').or(card.getByText('Submitted'))).toBeVisible();
}

async function submitForReview(page: Page) {
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page
    .getByRole('dialog', { name: 'Submit your documents for review?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Your documents are in review' })).toBeVisible();
}

test('a new business is verified after one change, approved, and badged on the storefront', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const provider = await pendingProviderViaApi(request);
  const { businessName, email } = provider.account;
  await useSession(page, provider.tokens);

  // The provider uploads its three documents and sends them for review.
  await openProviderScreen(page, '/provider-dashboard/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your business' })).toBeVisible();
  await upload(page, CR, { number: 'CR-4821-1', issued: '2024-03-01', expires: inAYear() });
  await upload(page, CPR, { number: '870512345', expires: inAYear() });
  await upload(page, IBAN, { issued: '2025-06-01' });
  await submitForReview(page);

  // The admin, in a browser of their own, asks for a change to the CR and accepts the others.
  const admin = await personPage(browser, await signInViaApi(request, accounts.admin, 'provider'));
  await openAdminScreen(admin, '/admin/verification-reviews');
  await admin.getByRole('link', { name: businessName, exact: true }).click();
  await expect(admin.getByText('CR-4821-1')).toBeVisible();
  await admin.getByRole('button', { name: `Request changes to ${CR}` }).click();
  const changes = admin.getByRole('dialog', { name: `Request changes to ${CR}?` });
  const reason = 'The CR number is cut off at the edge of the scan.';
  await changes.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await changes.getByRole('button', { name: 'Request changes' }).click();
  await admin.getByRole('button', { name: `Accept ${CPR}` }).click();
  await admin.getByRole('button', { name: `Accept ${IBAN}` }).click();
  await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();

  // The business is told why, by e-mail too, replaces the CR and sends it again.
  const told = await latestMail(request, email, { subject: /^Changes needed to your documents$/ });
  expect(told.Text).toContain(reason);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Some documents need changes' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await upload(page, CR, { number: 'CR-4821-1', issued: '2024-03-01', expires: inAYear() }, true);
  await submitForReview(page);

  // The admin accepts the new CR, and approves the business.
  await admin.reload();
  await admin.getByRole('button', { name: `Accept ${CR}` }).click();
  await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
  await decideProvider(admin, businessName, 'Approve');
  await admin.context().close();

  // Customers see the badge on the business's page.
  const visitor = await browser.newPage();
  await visitor.goto(`/brands/${provider.providerId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(visitor.getByText('Verified business').first()).toBeVisible();
  await visitor.close();
});
