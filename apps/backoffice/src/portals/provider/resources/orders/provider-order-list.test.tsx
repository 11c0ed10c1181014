import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import { newOrder, orderWithoutContact } from './testing/order-fixtures';
import ProviderOrderList from './provider-order-list';
import { typeDay } from '@/testing/day-picker';

function listProvider() {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const status = params.filter?.Status as string | undefined;
    const rows = [newOrder, orderWithoutContact].filter(
      (order) => !status || status === 'all' || order.OrderItems.some((i) => i.Status === status),
    );
    return { data: rows, total: rows.length };
  });
  return { getList, dataProvider: testDataProvider({ getList: getList as unknown as DataProvider['getList'] }) };
}

const renderList = (dataProvider: DataProvider, locale: 'en' | 'ar' = 'en') =>
  renderInAdmin(<ProviderOrderList />, {
    portal: 'provider',
    resource: 'orders',
    route: '/provider-dashboard/orders',
    dataProvider,
    locale,
  });

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

describe("the provider's orders list", { timeout: 30_000 }, () => {
  it('opens on "To confirm": new paid requests stand out with the customer, item states and the share', async () => {
    const { dataProvider, getList } = listProvider();
    renderList(dataProvider);
    const row = (await screen.findByText('#1A2B3C4D')).closest('tr')!;
    expect(screen.getByRole('tab', { name: /to confirm \(1\)/i, selected: true })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: { Status: 'Pending' } }));
    expect(within(row).getByLabelText('New: 1 item to confirm')).toHaveTextContent('New');
    expect(within(row).getByText('Sara Ahmed')).toBeInTheDocument();
    expect(within(row).getByText('AC repair')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('0.900 BHD')).toBeInTheDocument();
    expect(screen.queryByText('#9F8E7D6C')).not.toBeInTheDocument();
  });

  it('the All tab lists every order; without the contact field the customer column stays empty', async () => {
    const { dataProvider, getList } = listProvider();
    const { user } = renderList(dataProvider);
    await screen.findByText('#1A2B3C4D');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    const row = (await screen.findByText('#9F8E7D6C')).closest('tr')!;
    expect(getList).toHaveBeenLastCalledWith('orders', expect.objectContaining({ filter: { Status: 'all' } }));
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).getByText('In Progress')).toBeInTheDocument();
    expect(within(row).queryByText('New')).not.toBeInTheDocument();
  });

  it('searches and filters by date through the data provider', async () => {
    const { dataProvider, getList } = listProvider();
    const { user } = renderList(dataProvider);
    await screen.findByText('#1A2B3C4D');
    await user.type(screen.getByPlaceholderText('Order number, item or customer'), '1A2B');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ filter: { Status: 'Pending', q: '1A2B' } }),
      ),
    );
    await typeDay(user, 'Placed from', '2026-11-01');
    await typeDay(user, 'Placed until', '2026-11-29');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ filter: { Status: 'Pending', q: '1A2B', from: '2026-11-01', to: '2026-11-29' } }),
      ),
    );
    // The days read as the product writes them, not as the browser's locale would.
    expect(screen.getByRole('group', { name: 'Placed from' })).toHaveTextContent(/^0?1 Nov 2026/);
    expect(screen.getByRole('button', { name: /export/i })).toBeEnabled();
  });

  it('phones get one card per order linking to its detail', async () => {
    asPhone();
    const { dataProvider } = listProvider();
    renderList(dataProvider);
    const card = (await screen.findByText('#1A2B3C4D')).closest('a')!;
    expect(card).toHaveAttribute('href', `/provider-dashboard/orders/${newOrder.id}/show`);
    expect(within(card).getByText(/Sara Ahmed/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("the provider's orders list in Arabic", { timeout: 30_000 }, () => {
  it('names the tabs, columns, search and the new request in Arabic, and the tabs still filter', async () => {
    const { dataProvider, getList } = listProvider();
    const { user } = renderList(dataProvider, 'ar');
    const row = (await screen.findByText('#1A2B3C4D')).closest('tr')!;
    expect(screen.getByRole('tablist', { name: 'حالة البند' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /بانتظار التأكيد \(1\)/, selected: true })).toBeInTheDocument();
    for (const header of ['رقم الطلب', 'تاريخ الطلب', 'العميل', 'بنودك', 'حصتك'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('رقم الطلب أو البند أو العميل')).toBeInTheDocument();
    const from = within(screen.getByRole('group', { name: 'تاريخ الطلب من' }));
    expect(from.getByRole('spinbutton', { name: 'الشهر' })).toHaveTextContent('شهر');
    expect(within(row).getByLabelText('جديد: بند واحد بانتظار التأكيد')).toHaveTextContent('جديد');
    expect(within(row).getByText('قيد الانتظار')).toBeInTheDocument();
    expect(within(row).getByText('Sara Ahmed')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'الكل' }));
    await screen.findByText('#9F8E7D6C');
    expect(getList).toHaveBeenLastCalledWith('orders', expect.objectContaining({ filter: { Status: 'all' } }));
  });

  it('says in Arabic when no request waits for a yes', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderList(testDataProvider({ getList: getList as unknown as DataProvider['getList'] }), 'ar');
    expect(await screen.findByText('لا توجد طلبات جديدة بانتظار التأكيد.')).toBeInTheDocument();
  });
});
