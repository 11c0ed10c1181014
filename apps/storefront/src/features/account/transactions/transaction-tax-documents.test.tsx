import { sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import { TAX_DOCUMENT_MESSAGES, type Transaction } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { captureDownloads } from '../testing/download-capture';
import { CREDIT_NOTE_ID, INVOICE_ID } from '../testing/tax-document-fixtures';
import { page, summary, transaction } from '../testing/transaction-history-fixtures';
import { TransactionHistoryPage } from './transaction-history-page';

// Transaction History's tax documents (issue 36): a completed payment's invoice, a refund's credit
// note, each saved from its row as <Number>.pdf. The row has one layout at every width (stacked on
// phones), so one button per row serves both.

const LIST = 'GET /api/Transaction';
const SUMMARY = `GET /api/Transaction/customer/${TEST_USER_ID}/summary`;
const pdfOf = (id: string) => `/api/TaxDocument/${id}/pdf`;

const ROWS: Transaction[] = [
  transaction(1, { TaxDocumentId: INVOICE_ID, TaxDocumentNumber: 'INV-000123' }),
  transaction(2, {
    Type: 'refund',
    Amount: 5,
    Description: 'Refund for order 1',
    TaxDocumentId: CREDIT_NOTE_ID,
    TaxDocumentNumber: 'CN-000004',
  }),
  transaction(3, { Status: 'pending', Description: 'Payment for order 3' }),
  transaction(4, { Type: 'refund', Status: 'pending', Description: 'Refund for order 4' }),
];

const open = (api: RenderAppOptions['api'] = {}, locale: RenderAppOptions['locale'] = 'en') =>
  renderApp(<TransactionHistoryPage />, {
    session: sessionFor('Customer'),
    locale,
    api: {
      [SUMMARY]: { body: summary },
      [LIST]: { body: page(ROWS) },
      [`GET ${pdfOf(INVOICE_ID)}`]: { body: '%PDF-1.7 invoice' },
      [`GET ${pdfOf(CREDIT_NOTE_ID)}`]: { body: '%PDF-1.7 credit note' },
      ...api,
    },
    route: '/customer-dashboard/transactions',
  });

/** The rows of 'Recent Transactions' once loaded (the region's name in either language). */
async function rows(region: string) {
  const list = screen.getByRole('region', { name: region });
  await within(list).findByText('Payment for order 1');
  return within(list).getAllByRole('listitem');
}

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

describe('TransactionHistoryPage: tax documents', () => {
  it('offers the invoice of a payment and the credit note of a refund, and nothing on rows without one', async () => {
    open();
    const [payment, refund, pendingPayment, pendingRefund] = await rows('Recent Transactions');
    const invoice = within(payment!).getByRole('button', { name: 'Download tax invoice INV-000123' });
    // Shown with a non-breaking hyphen, so a narrow row never breaks the number after its dash.
    expect(invoice).toHaveTextContent('Tax invoice INV\u2011000123');
    const note = within(refund!).getByRole('button', { name: 'Download credit note CN-000004' });
    expect(note).toHaveTextContent('Credit note CN\u2011000004');
    expect(within(pendingPayment!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pendingRefund!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('saves the row’s document as <Number>.pdf from the API', async () => {
    const { user, api } = open();
    const [, refund] = await rows('Recent Transactions');
    await user.click(within(refund!).getByRole('button', { name: 'Download credit note CN-000004' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]!.name).toBe('CN-000004.pdf');
    expect(api.callsTo('GET', pdfOf(CREDIT_NOTE_ID))).toHaveLength(1);
    expect(api.callsTo('GET', pdfOf(INVOICE_ID))).toHaveLength(0);
    await waitFor(() => expect(downloads.revoked).toEqual([downloads.files[0]!.url]));
  });

  it('says in a toast which document could not be downloaded, and why', async () => {
    const { user } = open({
      [`GET ${pdfOf(INVOICE_ID)}`]: { status: 404, body: { Message: TAX_DOCUMENT_MESSAGES.documentNotFound } },
    });
    const [payment] = await rows('Recent Transactions');
    const button = within(payment!).getByRole('button', { name: 'Download tax invoice INV-000123' });
    await user.click(button);
    expect(
      await screen.findByText('Could not download INV-000123: This tax document does not exist.'),
    ).toBeInTheDocument();
    expect(downloads.files).toHaveLength(0);
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe('TransactionHistoryPage: tax documents in Arabic', () => {
  const DATA = [
    ...[1, 2, 3, 4].flatMap((n) => [`Payment for order ${n}`, `Refund for order ${n}`, `TXN-${n}`]),
    'Leak repair',
    'Riffa Plumbing',
    'INV-000123',
    'CN-000004',
    // As the buttons show them.
    'INV\u2011000123',
    'CN\u2011000004',
  ];

  it('names the documents in Arabic, the numbers left to right', async () => {
    open({}, 'ar');
    const [payment, refund, pendingPayment] = await rows('أحدث المعاملات');
    expect(
      within(payment!).getByRole('button', { name: 'تنزيل الفاتورة الضريبية \u2066INV-000123\u2069' }),
    ).toHaveTextContent('الفاتورة الضريبية \u2066INV\u2011000123\u2069');
    expect(
      within(refund!).getByRole('button', { name: 'تنزيل الإشعار الدائن \u2066CN-000004\u2069' }),
    ).toHaveTextContent('الإشعار الدائن \u2066CN\u2011000004\u2069');
    expect(within(pendingPayment!).queryByRole('button')).not.toBeInTheDocument();
    expectNoEnglish(document.body, { data: DATA });
  });

  it('saves the file and tells a failure in Arabic', async () => {
    const { user } = open(
      { [`GET ${pdfOf(CREDIT_NOTE_ID)}`]: { status: 404, body: { Message: TAX_DOCUMENT_MESSAGES.documentNotFound } } },
      'ar',
    );
    const [payment, refund] = await rows('أحدث المعاملات');
    await user.click(within(payment!).getByRole('button', { name: 'تنزيل الفاتورة الضريبية \u2066INV-000123\u2069' }));
    await waitFor(() => expect(downloads.files.map((file) => file.name)).toEqual(['INV-000123.pdf']));
    await user.click(within(refund!).getByRole('button', { name: 'تنزيل الإشعار الدائن \u2066CN-000004\u2069' }));
    expect(
      await screen.findByText('تعذّر تنزيل \u2066CN-000004\u2069: هذا المستند الضريبي غير موجود.'),
    ).toBeInTheDocument();
  });
});
