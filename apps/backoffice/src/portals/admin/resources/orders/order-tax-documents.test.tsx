import { ApiError } from '@marketplace/client';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { formatsFor } from '@/i18n/text';
import { captureDownloads } from '@/testing/downloads';
import { renderInAdmin } from '@/testing/render-in-admin';
import { creditNote, TAX_ORDER_ID, taxInvoice } from '@/testing/tax-documents';
import OrderShow from './order-show';

// The admin's order page with its tax documents (issue 36): the invoice and credit notes whole,
// each with its PDF to download.

const order = {
  id: TAX_ORDER_ID,
  OrderId: TAX_ORDER_ID,
  CreatedAt: '2026-11-20T09:30:00Z',
  Status: 'Confirmed',
  CustomerId: 'c-1',
  CustomerName: 'Layla Hasan',
  CustomerEmail: 'layla@example.bh',
  CustomerPhone: '',
  TotalPrice: 1.98,
  PaymentType: 'card',
  IsPaymentSuccess: true,
  PaidAt: '2026-11-20T09:31:00Z',
  CancelledAt: null,
  ItemCount: 2,
  ProviderNames: ['Gulf Breeze Cooling'],
  OrderItems: [],
  StatusHistory: [],
  Payments: [],
};

function renderOrder(locale: 'en' | 'ar' = 'en', record: Record<string, unknown> = order) {
  return renderInAdmin(
    <>
      <Routes>
        <Route path="/orders/:id/show" element={<OrderShow />} />
      </Routes>
      <Notification />
    </>,
    {
      resource: 'orders',
      route: `/admin/orders/${TAX_ORDER_ID}/show`,
      locale,
      dataProvider: testDataProvider({
        getOne: vi.fn(async () => ({ data: record })) as unknown as DataProvider['getOne'],
      }),
    },
  );
}

describe("the admin's order page: tax documents", { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the invoice and its credit note, whole, with what each says', async () => {
    const ofOrder = vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([taxInvoice(), creditNote()]);
    renderOrder();
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    const invoice = await within(section).findByRole('article', { name: 'Tax invoice INV-000041' });
    expect(ofOrder).toHaveBeenCalledWith(TAX_ORDER_ID);
    expect(invoice).toHaveTextContent('Issued 20 Nov 2026, 12:31');
    expect(invoice).toHaveTextContent('Before VAT1.800 BHD');
    expect(invoice).toHaveTextContent('VAT0.180 BHD');
    expect(invoice).toHaveTextContent('Total1.980 BHD');
    const lines = within(invoice).getByRole('region', { name: 'Lines of INV-000041' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(
      within(lines).getByRole('row', { name: /Information request: AC repair 1 0\.900 BHD 10% 0\.090 BHD 0\.990 BHD/ }),
    ).toBeInTheDocument();

    const note = within(section).getByRole('article', { name: 'Credit note CN-000007' });
    expect(note).toHaveTextContent('Original invoice INV-000041 · Reason: Fully booked that week');
    expect(note).toHaveTextContent('Total0.990 BHD');
    // Admins read the whole documents: nothing says they are partial.
    expect(section).not.toHaveTextContent(/your own items/);
  });

  it('downloads a document as <number>.pdf, the bytes the API sent', async () => {
    vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([taxInvoice(), creditNote()]);
    const pdf = vi
      .spyOn(api.taxDocuments, 'pdf')
      .mockResolvedValue(new Blob(['%PDF-1.7 credit note'], { type: 'application/pdf' }));
    const { theDownload } = captureDownloads();
    const { user } = renderOrder();
    // Each button names its document: two "Download PDF" side by side would say nothing more.
    await user.click(await screen.findByRole('button', { name: 'Download PDF of CN-000007' }));
    expect(pdf).toHaveBeenCalledWith('7a000000-0000-4000-8000-000000000002');
    expect(await theDownload()).toEqual({ fileName: 'CN-000007.pdf', text: '%PDF-1.7 credit note' });
    expect(screen.getByRole('button', { name: 'Download PDF of INV-000041' })).toHaveTextContent('Download PDF');
  });

  it('says which PDF could not be downloaded, and why', async () => {
    vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([taxInvoice()]);
    vi.spyOn(api.taxDocuments, 'pdf').mockRejectedValue(
      new ApiError({
        method: 'GET',
        path: '/api/TaxDocument/x/pdf',
        status: 404,
        body: { Message: 'This tax document does not exist.' },
        fallbacks: { fallback: 'Something went wrong.' },
      }),
    );
    const { downloads } = captureDownloads();
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Download PDF of INV-000041' }));
    expect(
      await screen.findByText('The PDF of INV-000041 could not be downloaded: This tax document does not exist.'),
    ).toBeInTheDocument();
    expect(await downloads()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF of INV-000041' })).toBeEnabled());
  });

  it('says an unpaid order has no document yet', async () => {
    vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([]);
    renderOrder('en', { ...order, Status: 'Pending', PaidAt: null, IsPaymentSuccess: false });
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    expect(await within(section).findByRole('heading', { name: 'No tax document yet' })).toBeInTheDocument();
    expect(section).toHaveTextContent('An order gets its tax invoice when it is paid');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads in Arabic: the kinds, the Arabic descriptions, the download named in Arabic', async () => {
    const note = creditNote({
      Reason: 'Refund for AC repair (order #5F3E2A1B)',
      ReasonAr: 'استرداد «إصلاح المكيّف» (الطلب رقم 5F3E2A1B)',
    });
    vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([taxInvoice(), note]);
    vi.spyOn(api.taxDocuments, 'pdf').mockRejectedValue(new Error('Failed to fetch'));
    const { user } = renderOrder('ar');
    const section = await screen.findByRole('region', { name: 'المستندات الضريبية' });
    const invoice = await within(section).findByRole('article', { name: 'فاتورة ضريبية \u2066INV-000041\u2069' });
    expect(invoice).toHaveTextContent('طلب معلومات: إصلاح المكيّف');
    // A line without its Arabic reads in English rather than not at all.
    expect(invoice).toHaveTextContent('Information request: Duct cleaning');
    expect(invoice).toHaveTextContent(
      `الإجمالي${formatsFor('ar')
        .money(1.98)
        .replace(/[\u2066\u2069]/g, '')}`,
    );
    const card = within(section).getByRole('article', { name: 'إشعار دائن \u2066CN-000007\u2069' });
    expect(card).toHaveTextContent('الفاتورة الأصلية \u2066INV-000041\u2069');
    // The refund's reason in Arabic, as the API words it.
    expect(card).toHaveTextContent('استرداد «إصلاح المكيّف» (الطلب رقم 5F3E2A1B)');
    expect(card).not.toHaveTextContent('Refund for');
    const button = within(card).getByRole('button', {
      name: 'تنزيل ملف \u2066PDF\u2069 للمستند \u2066CN-000007\u2069',
    });
    await user.click(button);
    expect(await screen.findByText(/تعذّر تنزيل ملف .PDF. للمستند .CN-000007.: Failed to fetch/)).toBeInTheDocument();
  });
});
