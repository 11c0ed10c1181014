import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import { RelatedOrders } from './related-orders';

const order = (n: number) => ({
  id: `ab12cd3${n}-0000-4000-8000-00000000000${n}`,
  OrderId: `ab12cd3${n}-0000-4000-8000-00000000000${n}`,
  CreatedAt: '2026-11-23T22:30:00.000Z',
  Status: n === 1 ? 'Pending' : 'Completed',
  CustomerId: 'c1',
  CustomerName: 'Mariam Saleh',
  CustomerEmail: 'mariam@example.com',
  TotalPrice: 12.5,
  PaymentType: 'card',
  IsPaymentSuccess: true,
  PaidAt: null,
  CancelledAt: null,
  ItemCount: 2,
  ProviderNames: ['Cool Air', 'Sparkle'],
});

const ordersProvider = (total: number, rows = [order(1), order(2)]) =>
  testDataProvider({
    getList: vi.fn(async () => ({ data: rows, total })) as unknown as DataProvider['getList'],
  });

const renderOrders = (dataProvider: DataProvider, party: 'customer' | 'providers' = 'customer') =>
  renderInAdmin(
    <>
      <RelatedOrders filter={{ ProviderId: 'p1' }} party={party} />
      <Notification />
    </>,
    { route: '/admin/providers/p1/show', dataProvider },
  );

/** MUI's useMediaQuery reads matchMedia, which jsdom lacks: a phone matches the "down sm" query. */
function asPhone() {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('RelatedOrders', { timeout: 30_000 }, () => {
  it('lists the newest orders of the filter, each linking to its admin detail, and "See all" to the filtered list', async () => {
    const dataProvider = ordersProvider(2);
    renderOrders(dataProvider);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({
        filter: { ProviderId: 'p1' },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'CreatedAt', order: 'DESC' },
      }),
    );
    const first = within(table).getByRole('link', { name: '#AB12CD31' });
    expect(first).toHaveAttribute('href', `/admin/orders/${order(1).id}/show`);
    // 22:30 UTC on the 23rd is the 24th in Bahrain.
    expect(within(table).getAllByText('24 Nov 2026')).toHaveLength(2);
    expect(within(table).getAllByText('Mariam Saleh')).toHaveLength(2);
    expect(within(table).getAllByText('12.500 BHD')).toHaveLength(2);
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 2 orders' })).toHaveAttribute(
      'href',
      `/admin/orders?filter=${encodeURIComponent('{"ProviderId":"p1"}')}`,
    );
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('pages five at a time on the server', async () => {
    const dataProvider = ordersProvider(7);
    const { user } = renderOrders(dataProvider);
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ pagination: { page: 2, perPage: 5 } }),
      ),
    );
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    renderOrders(ordersProvider(0, []));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  });

  it('reports a failure in place and through a notification', async () => {
    const dataProvider = testDataProvider({
      getList: vi.fn(async () => {
        throw new Error('Orders are not available right now.');
      }) as unknown as DataProvider['getList'],
    });
    renderOrders(dataProvider);
    // react-admin's query client tries three more times (1 + 2 + 4 s) before it gives up.
    expect(
      await screen.findByText('The orders could not be loaded.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Orders are not available right now.')).toBeInTheDocument();
  });

  it('shows cards on a phone, naming the providers on a customer page', async () => {
    asPhone();
    renderOrders(ordersProvider(2), 'providers');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', `/admin/orders/${order(1).id}/show`);
    expect(cards[0]).toHaveTextContent('#AB12CD31');
    expect(cards[0]).toHaveTextContent('24 Nov 2026 · Cool Air, Sparkle');
  });
  describe('in Arabic', () => {
    const renderArabic = (dataProvider: DataProvider, party: 'customer' | 'providers' = 'customer') =>
      renderInAdmin(<RelatedOrders filter={{ ProviderId: 'p1' }} party={party} />, {
        route: '/admin/providers/p1/show',
        dataProvider,
        locale: 'ar',
      });

    it('titles the section, the columns, the count and the pager in Arabic', async () => {
      const { user } = renderArabic(ordersProvider(7));
      const section = await screen.findByRole('region', { name: 'أحدث الطلبات' });
      const table = await within(section).findByRole('table', { name: 'الطلبات' });
      for (const header of ['رقم الطلب', 'تاريخ الطلب', 'العميل', 'الحالة', 'الإجمالي']) {
        expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
      }
      expect(within(table).getAllByText('24 نوفمبر 2026')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'عرض الطلبات الـ7 كلها' })).toBeInTheDocument();
      expect(screen.getByText('1–5 من 7')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'الانتقال إلى الصفحة التالية' }));
      expect(await screen.findByText('6–7 من 7')).toBeInTheDocument();
    });

    it('says so in Arabic when there are none', async () => {
      renderArabic(ordersProvider(0, []));
      expect(await screen.findByText('لا توجد طلبات بعد.')).toBeInTheDocument();
    });
  });
});
