import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { accounts, bearer, signInViaApi, useSession, type Tokens } from '../testing/accounts';
import { setDeviceState } from '../testing/browser-state';
import { tokenUserId } from '../testing/provider';

// Tax invoices and credit notes (issue 36) on the production build: the demo customer keeps its
// documents from the order's page and its transactions, in English and Arabic; an admin exports a
// month's VAT figures; the demo provider keeps a monthly statement. Read-only: the demo history's
// documents are issued by the seed.

interface TaxDocument {
  TaxDocumentId: string;
  Kind: 'tax-invoice' | 'credit-note';
  Number: string;
}

test.beforeEach(async ({ page }) => {
  await setDeviceState(page, { theme: 'light', cookiesAccepted: true });
});

/** The demo customer's session and one of its orders with a tax invoice and a credit note. */
async function orderWithCreditNote(request: Parameters<typeof signInViaApi>[0]) {
  const tokens = await signInViaApi(request, accounts.customer, 'customer');
  const orders = await request.get(`/api/Order/customer/${tokenUserId(tokens)}`, {
    headers: bearer(tokens),
    params: { page: 1, pageSize: 50, status: 'all', sort: 'newest' },
  });
  for (const order of (await orders.json()).Orders as { OrderId: string }[]) {
    const documents = (await (
      await request.get(`/api/Order/${order.OrderId}/tax-documents`, { headers: bearer(tokens) })
    ).json()) as TaxDocument[];
    const invoice = documents.find((document) => document.Kind === 'tax-invoice');
    const note = documents.find((document) => document.Kind === 'credit-note');
    if (invoice && note) return { tokens, orderId: order.OrderId, invoice, note };
  }
  throw new Error('the demo customer has no order with a credit note: the demo seed changed');
}

/** The file a click saved, under the name it was offered with. */
async function savedFile(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const saved = await download;
  return { name: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) };
}

async function keepsDocuments(
  page: Page,
  tokens: Tokens,
  prefix: '' | '/ar',
  order: Awaited<ReturnType<typeof orderWithCreditNote>>,
) {
  await useSession(page, tokens);
  await page.goto(`${prefix}/customer-dashboard/order/${order.orderId}`);
  const heading = prefix === '/ar' ? 'المستندات الضريبية' : 'Tax documents';
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
  for (const document of [order.invoice, order.note]) {
    const button = page.getByRole('button', { name: new RegExp(document.Number) });
    const pdf = await savedFile(page, () => button.click());
    expect(pdf.name).toBe(`${document.Number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }
}

test('the customer keeps an order’s tax invoice and credit note from its page, in English', async ({
  page,
  request,
}) => {
  const order = await orderWithCreditNote(request);
  await keepsDocuments(page, order.tokens, '', order);
});

test('… and in Arabic, right to left', async ({ page, request }) => {
  const order = await orderWithCreditNote(request);
  await keepsDocuments(page, order.tokens, '/ar', order);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('each paid row of the transactions offers its document', async ({ page, request }) => {
  const tokens = await signInViaApi(request, accounts.customer, 'customer');
  const rows = (
    await (
      await request.get('/api/Transaction', { headers: bearer(tokens), params: { customerId: tokenUserId(tokens) } })
    ).json()
  ).Items as { Type: string; TaxDocumentNumber: string | null }[];
  const invoiced = rows.find((row) => row.Type === 'payment' && row.TaxDocumentNumber)!;
  expect(invoiced, 'the first page of transactions has an invoiced payment').toBeTruthy();
  await useSession(page, tokens);
  await page.goto('/customer-dashboard/transactions');
  const button = page.getByRole('button', { name: `Download tax invoice ${invoiced.TaxDocumentNumber}` });
  const pdf = await savedFile(page, () => button.click());
  expect(pdf.name).toBe(`${invoiced.TaxDocumentNumber}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

/** The Bahrain month before this one: the last whole month, what returns and statements are made for. */
function lastMonth(): { year: number; month: number; label: string } {
  const bahrain = new Date(Date.now() + 3 * 60 * 60 * 1000);
  const year = bahrain.getUTCMonth() === 0 ? bahrain.getUTCFullYear() - 1 : bahrain.getUTCFullYear();
  const month = bahrain.getUTCMonth() === 0 ? 12 : bahrain.getUTCMonth();
  return { year, month, label: `${year}-${String(month).padStart(2, '0')}` };
}

test('an admin reads last month’s VAT figures and exports them, to the fils of the documents', async ({
  page,
  request,
}) => {
  const tokens = await signInViaApi(request, accounts.admin, 'provider');
  const period = lastMonth();
  const report = await request.get('/api/Admin/vat-report', {
    headers: bearer(tokens),
    params: { year: period.year, month: period.month },
  });
  expect(report.status()).toBe(200);
  const { Totals, Days } = (await report.json()) as {
    Totals: { OutputVat: number; NetVat: number; Invoices: number };
    Days: unknown[];
  };
  expect(Totals.Invoices, 'the demo history has invoices last month').toBeGreaterThan(0);
  await useSession(page, tokens);
  await page.goto(`/admin/vat-report?year=${period.year}&month=${period.month}`);
  await expect(page.locator('#main-content table').first()).toBeVisible({ timeout: 20_000 });
  const csv = await savedFile(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toBe(`vat-report-${period.label}.csv`);
  const rows = csv.bytes.subarray(3).toString('utf8').split('\r\n');
  // A header, a row per day with documents, the total row.
  expect(rows).toHaveLength(Days.length + 2);
  expect(rows.at(-1)).toContain(Totals.OutputVat.toFixed(3));
  expect(rows.at(-1)).toContain(Totals.NetVat.toFixed(3));
});

test('the provider keeps last month’s statement as PDF and CSV', async ({ page, request }) => {
  const tokens = await signInViaApi(request, accounts.provider, 'provider');
  const period = lastMonth();
  await useSession(page, tokens);
  await page.goto(`/provider-dashboard/statements?month=${period.label}`);
  const downloads = page.getByRole('group', { name: /^Download the statement for / });
  await expect(downloads).toBeVisible({ timeout: 20_000 });
  const pdf = await savedFile(page, () => downloads.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.name).toBe(`statement-${period.label}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const csv = await savedFile(page, () => downloads.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe(`statement-${period.label}.csv`);
  const [header = '', opening = ''] = csv.bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe('Date,Entry,Reference,Order,Item,Amount (BHD),Commission (BHD),Change (BHD),Balance (BHD)');
  expect(opening).toContain('Opening balance');
});
