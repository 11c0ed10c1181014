import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { accounts, bearer, signInViaApi, useSession, type Tokens } from '../testing/accounts';
import { setDeviceState } from '../testing/browser-state';
import { tokenUserId } from '../testing/provider';

// Tax invoices and credit notes (issue 36) on the production build: the demo customer keeps its
// documents from the order's page and its transactions, in English and Arabic. Read-only: the
// demo history's documents are issued by the seed.

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

/** The PDF a click saved, under the name it was offered with. */
async function savedPdf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const saved = await download;
  return { name: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) };
}

async function keepsDocuments(page: Page, tokens: Tokens, prefix: '' | '/ar', order: Awaited<ReturnType<typeof orderWithCreditNote>>) {
  await useSession(page, tokens);
  await page.goto(`${prefix}/customer-dashboard/order/${order.orderId}`);
  const heading = prefix === '/ar' ? 'المستندات الضريبية' : 'Tax documents';
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
  for (const document of [order.invoice, order.note]) {
    const button = page.getByRole('button', { name: new RegExp(document.Number) });
    const pdf = await savedPdf(page, () => button.click());
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
  const pdf = await savedPdf(page, () => button.click());
  expect(pdf.name).toBe(`${invoiced.TaxDocumentNumber}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
