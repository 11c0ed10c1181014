import { sessionFor } from '@marketplace/client/testing';
import { TAX_DOCUMENT_MESSAGES, type Order } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { OrderDetail } from '../components/order-detail';
import { captureDownloads, holdNextBlob } from '../testing/download-capture';
import { order, ORDER_ID, orderItem } from '../testing/order-detail-fixtures';
import { creditNote, CREDIT_NOTE_ID, INVOICE_ID, taxInvoice } from '../testing/tax-document-fixtures';

// The order detail's "Tax documents" (issue 36): the order's invoice and credit notes, each saved
// as <Number>.pdf.

const ORDER_PATH = `/api/Order/${ORDER_ID}`;
const DOCUMENTS = `GET ${ORDER_PATH}/tax-documents`;
const pdfOf = (id: string) => `/api/TaxDocument/${id}/pdf`;
const PDF_BYTES = '%PDF-1.7 test';

const renderDetail = (value: Order, api: RenderAppOptions['api'], locale: RenderAppOptions['locale'] = 'en') =>
  renderApp(<OrderDetail orderId={ORDER_ID} />, {
    route: `/customer-dashboard/order/${ORDER_ID}`,
    path: '/customer-dashboard/order/:orderId',
    session: sessionFor('Customer'),
    // The order's conversations are another section's (messages/order-conversations.test.tsx).
    api: { [`GET ${ORDER_PATH}`]: { body: value }, [`GET /api/Conversation/order/${ORDER_ID}`]: { body: [] }, ...api },
    locale,
  });

const paid = order([orderItem()]);
const withDocuments = {
  [DOCUMENTS]: { body: [taxInvoice(), creditNote()] },
  [`GET ${pdfOf(INVOICE_ID)}`]: { body: PDF_BYTES },
  [`GET ${pdfOf(CREDIT_NOTE_ID)}`]: { body: PDF_BYTES },
};

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

describe('OrderDetail: Tax documents', () => {
  it('lists the invoice and the credit note: kind, number, issue date, total and its invoice', async () => {
    renderDetail(paid, withDocuments);
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    expect(within(section).getByText('Loading tax documents...')).toBeInTheDocument();
    const invoice = await within(section).findByRole('heading', { level: 3, name: 'Tax invoice INV-000123' });
    const [first, second] = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(first).toContainElement(invoice);
    expect(within(first!).getByText('Issued on March 5, 2026')).toBeInTheDocument();
    expect(first).toHaveTextContent('Total 2.970 BHD');
    expect(first).not.toHaveTextContent('for invoice');
    expect(within(second!).getByRole('heading', { level: 3, name: 'Credit note CN-000004' })).toBeInTheDocument();
    expect(within(second!).getByText('for invoice INV-000123')).toBeInTheDocument();
    expect(within(second!).getByText('Reason: Order cancelled')).toBeInTheDocument();
    expect(within(second!).getByText('Issued on March 7, 2026')).toBeInTheDocument();
    expect(second).toHaveTextContent('Total 0.990 BHD');
    // The visible "Download PDF", and a name that says which document.
    const download = within(first!).getByRole('button', { name: 'Download PDF of tax invoice INV-000123' });
    expect(download).toHaveTextContent('Download PDF');
    expect(within(second!).getByRole('button', { name: 'Download PDF of credit note CN-000004' })).toBeEnabled();
  });

  it('saves the document as <Number>.pdf from the API, busy meanwhile, and lets go of the file', async () => {
    const { user, api } = renderDetail(paid, withDocuments);
    const button = await screen.findByRole('button', { name: 'Download PDF of credit note CN-000004' });
    const held = holdNextBlob();
    try {
      await user.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      expect(downloads.files).toHaveLength(0);
      held.release();
      await waitFor(() => expect(downloads.files).toHaveLength(1));
    } finally {
      held.restore();
    }
    expect(api.callsTo('GET', pdfOf(CREDIT_NOTE_ID))).toHaveLength(1);
    expect(api.callsTo('GET', pdfOf(INVOICE_ID))).toHaveLength(0);
    const [file] = downloads.files;
    expect(file!.name).toBe('CN-000004.pdf');
    expect(file!.blob).toBeInstanceOf(Blob);
    await waitFor(() => expect(downloads.revoked).toEqual([file!.url]));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says in a toast when the PDF cannot be had, and offers the button again', async () => {
    const { user } = renderDetail(paid, {
      ...withDocuments,
      [`GET ${pdfOf(INVOICE_ID)}`]: { status: 404, body: { Message: TAX_DOCUMENT_MESSAGES.documentNotFound } },
    });
    const button = await screen.findByRole('button', { name: 'Download PDF of tax invoice INV-000123' });
    await user.click(button);
    expect(
      await screen.findByText('Could not download INV-000123: This tax document does not exist.'),
    ).toBeInTheDocument();
    expect(downloads.files).toHaveLength(0);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows nothing for an unpaid order, and asks for nothing', async () => {
    const { api } = renderDetail(order([orderItem({ Status: 'Pending' })], { IsPaymentSuccess: false }), {});
    expect(await screen.findByRole('region', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tax documents' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', `${ORDER_PATH}/tax-documents`)).toHaveLength(0);
  });

  it('says so when a paid order has no document yet', async () => {
    renderDetail(paid, { [DOCUMENTS]: { body: [] } });
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    expect(
      await within(section).findByText('No tax documents have been issued for this order yet.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry, which loads again; the rest of the page stays', async () => {
    const { user, api } = renderDetail(paid, {
      [DOCUMENTS]: { status: 500, body: { Message: 'Database unavailable' } },
    });
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    expect(
      await within(section).findByText('Could not load the tax documents: Database unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    api.route(DOCUMENTS, { body: [taxInvoice()] });
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('heading', { name: 'Tax invoice INV-000123' })).toBeInTheDocument();
  });

  it('reads the documents again after a cancellation, which issues a credit note', async () => {
    const pending = order([orderItem({ Status: 'Pending' })]);
    const cancelled = order([orderItem({ Status: 'Cancelled' })], { Status: 'Cancelled' });
    const { user, api } = renderDetail(pending, {
      [DOCUMENTS]: { body: [taxInvoice()] },
      [`PATCH ${ORDER_PATH}/cancel`]: { body: cancelled },
    });
    await screen.findByRole('heading', { name: 'Tax invoice INV-000123' });
    api.route(DOCUMENTS, { body: [taxInvoice(), creditNote()] });
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByRole('heading', { name: 'Credit note CN-000004' })).toBeInTheDocument();
    // The detail itself came with the answer: not read again.
    expect(api.callsTo('GET', ORDER_PATH)).toHaveLength(1);
  });
});

describe('OrderDetail: Tax documents in Arabic', () => {
  /** The people's data and the documents' numbers; "PDF" is a format's name, written in Latin in Arabic too. */
  const DATA = ['Split AC unit', '1.5 ton inverter', 'Cool Air WLL', 'INV-000123', 'CN-000004', 'PDF'];

  it('lists the documents in Arabic, the numbers left to right', async () => {
    renderDetail(paid, withDocuments, 'ar');
    const section = await screen.findByRole('region', { name: 'المستندات الضريبية' });
    expect(within(section).getByText('جارٍ تحميل المستندات الضريبية...')).toBeInTheDocument();
    const invoice = await within(section).findByRole('heading', { level: 3, name: 'فاتورة ضريبية INV-000123' });
    expect(invoice.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    const [first, second] = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(within(first!).getByText('تاريخ الإصدار: 5 مارس 2026')).toBeInTheDocument();
    expect(first).toHaveTextContent('الإجمالي 2.970 د.ب.');
    expect(
      within(first!).getByRole('button', {
        name: 'تنزيل ملف \u2066PDF\u2069 للفاتورة الضريبية \u2066INV-000123\u2069',
      }),
    ).toHaveTextContent('تنزيل ملف \u2066PDF\u2069');
    expect(within(second!).getByRole('heading', { level: 3, name: 'إشعار دائن CN-000004' })).toBeInTheDocument();
    expect(within(second!).getByText('عن الفاتورة \u2066INV-000123\u2069')).toBeInTheDocument();
    // The reason in the Arabic the API gives.
    expect(within(second!).getByText('السبب: أُلغي الطلب')).toBeInTheDocument();
    expect(within(second!).getByText('تاريخ الإصدار: 7 مارس 2026')).toBeInTheDocument();
    expect(second).toHaveTextContent('الإجمالي 0.990 د.ب.');
    expect(
      within(second!).getByRole('button', { name: 'تنزيل ملف \u2066PDF\u2069 للإشعار الدائن \u2066CN-000004\u2069' }),
    ).toBeInTheDocument();
    expectNoEnglish(document.body, { data: DATA });
  });

  it('saves the file and tells a failure in Arabic', async () => {
    const { user, api } = renderDetail(
      paid,
      {
        ...withDocuments,
        [`GET ${pdfOf(CREDIT_NOTE_ID)}`]: { status: 404, body: { Message: TAX_DOCUMENT_MESSAGES.documentNotFound } },
      },
      'ar',
    );
    await user.click(
      await screen.findByRole('button', { name: 'تنزيل ملف \u2066PDF\u2069 للفاتورة الضريبية \u2066INV-000123\u2069' }),
    );
    await waitFor(() => expect(downloads.files.map((file) => file.name)).toEqual(['INV-000123.pdf']));
    expect(api.callsTo('GET', pdfOf(INVOICE_ID))).toHaveLength(1);
    await user.click(
      screen.getByRole('button', { name: 'تنزيل ملف \u2066PDF\u2069 للإشعار الدائن \u2066CN-000004\u2069' }),
    );
    expect(
      await screen.findByText('تعذّر تنزيل \u2066CN-000004\u2069: هذا المستند الضريبي غير موجود.'),
    ).toBeInTheDocument();
  });

  it('says in Arabic that a paid order has no document yet', async () => {
    renderDetail(paid, { [DOCUMENTS]: { body: [] } }, 'ar');
    expect(await screen.findByText('لم يصدر أي مستند ضريبي لهذا الطلب بعد.')).toBeInTheDocument();
    expectNoEnglish(document.body, { data: DATA });
  });
});
