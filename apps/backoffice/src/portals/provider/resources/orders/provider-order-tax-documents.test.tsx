import { screen, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { renderInAdmin } from '@/testing/render-in-admin';
import { creditNote, providerView, taxInvoice } from '@/testing/tax-documents';
import { item, orderWithItems } from './testing/order-fixtures';
import ProviderOrderShow from './provider-order-show';

// The provider's order page with the order's tax documents (issue 36): the lines of its own items
// only, as the API answers a provider, and no PDF (the whole document is the customer's and the
// admins' to download).

const order = orderWithItems([item({ OrderItemId: 'i-2', Name: 'Duct cleaning', Status: 'Cancelled' })], {
  StatusHistory: [],
});

function renderShow(locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <Routes>
      <Route path="/orders/:id/show" element={<ProviderOrderShow />} />
    </Routes>,
    {
      portal: 'provider',
      resource: 'orders',
      route: `/provider-dashboard/orders/${order.id}/show`,
      locale,
      dataProvider: testDataProvider({
        getOne: vi.fn(async () => ({ data: order })) as unknown as DataProvider['getOne'],
      }),
    },
  );
}

describe("the provider's order page: tax documents", { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the lines of its own items, says so, and offers no PDF', async () => {
    const ofOrder = vi
      .spyOn(api.taxDocuments, 'ofOrder')
      .mockResolvedValue([providerView(taxInvoice(), ['i-2']), providerView(creditNote(), ['i-2'])]);
    const pdf = vi.spyOn(api.taxDocuments, 'pdf');
    renderShow();
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    const invoice = await within(section).findByRole('article', { name: 'Tax invoice INV-000041' });
    expect(ofOrder).toHaveBeenCalledWith(order.id);
    expect(section).toHaveTextContent('These documents show only the lines of your own items');
    // One line (the provider's), not the order's two; the amounts are that line's.
    const lines = within(invoice).getByRole('region', { name: 'Lines of INV-000041' });
    expect(within(lines).getAllByRole('row')).toHaveLength(2);
    expect(lines).toHaveTextContent('Information request: Duct cleaning');
    expect(lines).not.toHaveTextContent('AC repair');
    expect(invoice).toHaveTextContent('Before VAT0.900 BHD');
    expect(invoice).toHaveTextContent('Total0.990 BHD');
    expect(within(section).getByRole('article', { name: 'Credit note CN-000007' })).toHaveTextContent(
      'Original invoice INV-000041 · Reason: Fully booked that week',
    );
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PDF/ })).not.toBeInTheDocument();
    expect(pdf).not.toHaveBeenCalled();
  });

  it('says the same in Arabic', async () => {
    vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([providerView(taxInvoice(), ['i-1'])]);
    renderShow('ar');
    const section = await screen.findByRole('region', { name: 'المستندات الضريبية' });
    expect(
      await within(section).findByRole('article', { name: 'فاتورة ضريبية \u2066INV-000041\u2069' }),
    ).toHaveTextContent('طلب معلومات: إصلاح المكيّف');
    expect(section).toHaveTextContent('لا تظهر في هذه المستندات إلا بنود خدماتك');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
