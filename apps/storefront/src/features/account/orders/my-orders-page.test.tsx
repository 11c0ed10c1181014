import { sessionFor } from '@marketplace/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { MyOrdersPage } from './my-orders-page';
import { makeOrder, ORDERS_PATH, pagedOrders, pretendDesktop, pretendWidth } from '../testing/orders-fixtures';

const DEFAULT_QUERY = { page: '1', pageSize: '10', status: 'all', sort: 'newest' };

function renderOrders(route = '/customer-dashboard/orders', answer: ReturnType<typeof pagedOrders> = pagedOrders(3)) {
  return renderApp(<MyOrdersPage />, {
    route,
    path: '/customer-dashboard/orders',
    session: sessionFor('Customer'),
    api: { [`GET ${ORDERS_PATH}`]: answer },
  });
}

/** The query of every list call so far, as plain objects. */
const listQueries = (view: ReturnType<typeof renderOrders>) =>
  view.api.callsTo('GET', ORDERS_PATH).map((call) => Object.fromEntries(call.query));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My Orders', { timeout: 30_000 }, () => {
  it('shows the three summary cards and the loading overlay, then the orders', async () => {
    const view = renderOrders('/customer-dashboard/orders', pagedOrders(3, { ActiveOrders: 2, CompletedOrders: 1 }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Orders' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total Orders').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('In Progress Orders').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Completed').nextSibling).toHaveTextContent('1');
    await waitFor(() => expect(screen.queryByText('Loading orders')).not.toBeInTheDocument());
    expect(listQueries(view)).toEqual([DEFAULT_QUERY]);
    // One page: no pager, and nothing to clear.
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('keeps the cards below 1200 px, where nine columns beside the side menu would not fit', async () => {
    pretendWidth(1100);
    renderOrders();
    await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the spec columns and formats in the desktop table', async () => {
    pretendDesktop();
    const order = makeOrder(0x7c9e6679, { TotalPrice: 2.97, PaymentType: 'benefit', IsPaymentSuccess: false });
    renderOrders('/customer-dashboard/orders', () => ({
      body: {
        Orders: [order],
        Page: 1,
        PageSize: 10,
        TotalOrders: 1,
        TotalPages: 1,
        ActiveOrders: 1,
        CompletedOrders: 0,
      },
    }));
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order #',
      'Date',
      'Services',
      'Items',
      'Total',
      'Payment',
      'Payment Status',
      'Count',
      'Actions',
    ]);
    const cells = Array.from(within(table).getAllByRole('row')[1]!.children, (cell) => cell.textContent);
    expect(cells).toEqual([
      '7C9E6679',
      'Mar 5, 2026',
      'AC maintenance',
      'Split AC unit × 2',
      '2.970 BHD',
      'BenefitPay',
      'Unpaid',
      '2',
      'Details',
    ]);
    expect(within(table).getByRole('link', { name: 'Details of order 7C9E6679' })).toHaveAttribute(
      'href',
      `/customer-dashboard/order/${order.OrderId}`,
    );
  });

  it('shows the status on the phone cards and a dash for a missing type', async () => {
    const order = makeOrder(0xabcdef12, { Status: 'InProgress' });
    const onlyItems = { ...order, OrderItems: order.OrderItems.filter((line) => line.Type === 'item') };
    renderOrders('/customer-dashboard/orders', () => ({
      body: {
        Orders: [onlyItems],
        Page: 1,
        PageSize: 10,
        TotalOrders: 1,
        TotalPages: 1,
        ActiveOrders: 1,
        CompletedOrders: 0,
      },
    }));
    const card = (await screen.findByRole('heading', { name: 'Order # ABCDEF12' })).closest('li')!;
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
    expect(within(card).getByText('Services:').nextSibling).toHaveTextContent('—');
    expect(within(card).getByText('Count:').nextSibling).toHaveTextContent('1');
    expect(within(card).getByRole('link', { name: 'Details of order ABCDEF12' })).toBeInTheDocument();
  });

  it('reads its filters from the URL and Clear Filters resets them to page 1', async () => {
    const view = renderOrders(
      '/customer-dashboard/orders?search=split&status=Completed&sort=oldest&page=2',
      pagedOrders(25),
    );
    await screen.findByRole('list', { name: 'Orders' });
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('split');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Completed');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Oldest First');
    expect(listQueries(view)[0]).toEqual({
      page: '2',
      pageSize: '10',
      search: 'split',
      status: 'Completed',
      sort: 'oldest',
    });

    await view.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(listQueries(view).at(-1)).toEqual(DEFAULT_QUERY));
  });

  it('ignores unknown values in an edited link', async () => {
    const view = renderOrders('/customer-dashboard/orders?status=Lost&sort=random&page=-4');
    await screen.findByRole('list', { name: 'Orders' });
    expect(listQueries(view)).toEqual([DEFAULT_QUERY]);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('puts a status into the URL and starts again at page 1', async () => {
    const view = renderOrders('/customer-dashboard/orders?page=3', pagedOrders(25));
    await screen.findByText('Page 3 of 3');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=Pending'));
    await waitFor(() => expect(listQueries(view).at(-1)).toEqual({ ...DEFAULT_QUERY, status: 'Pending' }));
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('returns to page 1 when the sort changes', async () => {
    const view = renderOrders('/customer-dashboard/orders?page=2', pagedOrders(25));
    await screen.findByText('Page 2 of 3');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest First');
    await waitFor(() => expect(view.router.state.location.search).toBe('?sort=oldest'));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(listQueries(view).at(-1)).toEqual({ ...DEFAULT_QUERY, sort: 'oldest' });
  });

  it('searches only after a 500 ms pause in typing', async () => {
    const view = renderOrders();
    await screen.findByRole('list', { name: 'Orders' });
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    // fireEvent rather than user-event: user-event waits on a timer, which fake timers would stop.
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'p' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'pipe' } });
    // 799 ms after the first key, but only 499 after the last: nothing searched yet.
    act(() => vi.advanceTimersByTime(499));
    expect(view.router.state.location.search).toBe('');
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(view.router.state.location.search).toBe('?search=pipe'));
    await waitFor(() => expect(listQueries(view).at(-1)).toEqual({ ...DEFAULT_QUERY, search: 'pipe' }));
    expect(listQueries(view)).toHaveLength(2);
  });

  it('pages with the spec texts, Previous and Next disabled at the ends, and Back returns', async () => {
    const view = renderOrders('/customer-dashboard/orders', pagedOrders(25));
    const pager = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(within(pager).getByText('Showing 1 to 10 of 25 orders')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await view.user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 orders')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(listQueries(view).map((query) => query.page)).toEqual(['1', '2', '3']);

    await act(() => view.router.navigate(-1));
    expect(view.router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it("says the customer hasn't placed any orders yet", async () => {
    renderOrders('/customer-dashboard/orders', pagedOrders(0, { ActiveOrders: 0, CompletedOrders: 0 }));
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
  });

  it('suggests other search terms when a search finds nothing', async () => {
    renderOrders('/customer-dashboard/orders?search=zzz', pagedOrders(0));
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms.')).toBeInTheDocument();
    expect(screen.queryByText("You haven't placed any orders yet.")).not.toBeInTheDocument();
  });

  it('shows the server message with Retry when the list fails', async () => {
    const view = renderOrders(
      '/customer-dashboard/orders',
      () => ({ status: 500, body: { Message: 'Database is down' } }) as never,
    );
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    view.api.route(`GET ${ORDERS_PATH}`, pagedOrders(3));
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
  });
});

describe('My Orders in Arabic', { timeout: 30_000 }, () => {
  const renderArabic = (route: string, answer: ReturnType<typeof pagedOrders>) =>
    renderApp(<MyOrdersPage />, {
      route,
      path: '/customer-dashboard/orders',
      session: sessionFor('Customer'),
      api: { [`GET ${ORDERS_PATH}`]: answer },
      locale: 'ar',
    });
  const USER_DATA = ['AC maintenance', 'Split AC unit'];

  it('shows the header, the cards, the filters, the table and the pager in Arabic', async () => {
    pretendDesktop();
    const view = renderArabic('/customer-dashboard/orders?status=Completed', pagedOrders(25));
    expect(screen.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeInTheDocument();
    expect(screen.getByText('اطّلع على جميع طلباتك وتابِع حالتها')).toBeInTheDocument();
    expect(screen.getByText('جارٍ تحميل الطلبات')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الطلبات' });
    const summary = screen.getByRole('region', { name: 'ملخص الطلبات' });
    expect(within(summary).getByText('إجمالي الطلبات').nextSibling).toHaveTextContent('25');
    expect(within(summary).getByText('الطلبات قيد التنفيذ').nextSibling).toHaveTextContent('4');
    expect(within(summary).getByText('الطلبات المكتملة').nextSibling).toHaveTextContent('7');

    const filters = screen.getByRole('search', { name: 'البحث في الطلبات وتصفيتها' });
    expect(within(filters).getByRole('searchbox', { name: 'ابحث في الطلبات' })).toHaveAttribute(
      'placeholder',
      'ابحث في الطلبات...',
    );
    const status = within(filters).getByRole('combobox', { name: 'الحالة' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['جميع الحالات', 'قيد الانتظار', 'مؤكد', 'قيد التنفيذ', 'مكتمل', 'ملغى']);
    expect(status).toHaveDisplayValue('مكتمل');
    const sort = within(filters).getByRole('combobox', { name: 'الترتيب حسب' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['الأحدث أولًا', 'الأقدم أولًا']);
    expect(within(filters).getByRole('button', { name: 'مسح عوامل التصفية' })).toBeInTheDocument();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'رقم الطلب',
      'التاريخ',
      'الخدمات',
      'المنتجات',
      'الإجمالي',
      'طريقة الدفع',
      'حالة الدفع',
      'العدد',
      'الإجراءات',
    ]);
    const cells = Array.from(within(table).getAllByRole('row')[1]!.children, (cell) => cell.textContent);
    expect(cells).toEqual([
      '00000001',
      '5 مارس 2026',
      'AC maintenance',
      'Split AC unit × 2',
      '1.980 د.ب.',
      'بطاقة ائتمان',
      'مدفوع',
      '2',
      'التفاصيل',
    ]);
    // The order number reads left to right inside the Arabic name; the link stays under /ar.
    expect(within(table).getByRole('link', { name: 'تفاصيل الطلب \u206600000001\u2069' })).toHaveAttribute(
      'href',
      `/ar/customer-dashboard/order/${makeOrder(1).OrderId}`,
    );
    expect(within(table).getByText('00000001')).toHaveAttribute('dir', 'ltr');

    const pager = screen.getByRole('navigation', { name: 'صفحات الطلبات' });
    expect(within(pager).getByText('عرض 1 إلى 10 من أصل 25 طلبًا')).toBeInTheDocument();
    expect(within(pager).getByText('الصفحة 1 من 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('جارٍ تحميل الطلبات')).not.toBeInTheDocument());
    expectNoEnglish(document.body, { data: USER_DATA });
    view.unmount();
  });

  it('counts a hundred orders with the plural of a hundred', async () => {
    renderArabic('/customer-dashboard/orders', pagedOrders(100));
    expect(await screen.findByText('عرض 1 إلى 10 من أصل 100 طلب')).toBeInTheDocument();
  });

  it('shows the phone cards in Arabic, status in words', async () => {
    renderArabic('/customer-dashboard/orders', pagedOrders(1));
    const card = (await screen.findByRole('heading', { name: 'رقم الطلب 00000001' })).closest('li')!;
    expect(within(card).getByText('قيد التنفيذ')).toBeInTheDocument();
    expect(within(card).getByText('التاريخ:').nextSibling).toHaveTextContent('5 مارس 2026');
    expect(within(card).getByText('حالة الدفع:').nextSibling).toHaveTextContent('مدفوع');
    await waitFor(() => expect(screen.queryByText('جارٍ تحميل الطلبات')).not.toBeInTheDocument());
    expectNoEnglish(document.body, { data: USER_DATA });
  });

  it.each([
    ['/customer-dashboard/orders', 'لم تقدّم أي طلبات بعد.'],
    ['/customer-dashboard/orders?search=zzz', 'جرّب تعديل كلمات البحث.'],
  ])('says in Arabic that %s found no orders', async (route, description) => {
    renderArabic(route, pagedOrders(0, { ActiveOrders: 0, CompletedOrders: 0 }));
    expect(await screen.findByRole('heading', { name: 'لم يتم العثور على طلبات' })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expectNoEnglish(document.body, { data: ['zzz'] });
  });

  it('shows a failed list in Arabic with Retry', async () => {
    renderArabic('/customer-dashboard/orders', () => ({ status: 500, body: {} }) as never);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    // The spec's fallback (ORDER_ERRORS.fallback), in the contract's Arabic.
    expect(screen.getByRole('alert')).toHaveTextContent('حدث خطأ غير معروف');
    expectNoEnglish(document.body);
  });
});
