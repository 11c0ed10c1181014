import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import CustomerList from './customer-list';
import CustomerShow from './customer-show';

const customer = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `u${n}`,
  UserId: `u${n}`,
  FirstName: `Name${n}`,
  LastName: 'Customer',
  Email: `c${n}@example.com`,
  PhoneNumber: '+97312345678',
  Address: 'Manama',
  ImageUrl: '',
  IsActive: n % 2 === 1,
  IsDeleted: false,
  CreatedAt: '2026-03-01T10:00:00.000Z',
  UpdatedAt: null,
  ...extra,
});

const details = {
  ...customer(1),
  TotalOrders: 7,
  ActiveOrders: 2,
  CompletedOrders: 4,
  CancelledOrders: 1,
  TotalSpent: 42.5,
};

const order = (n: number, createdAt: string) => ({
  id: `0a0b0c0${n}-0000-4000-8000-00000000000${n}`,
  CreatedAt: createdAt,
  Status: 'Completed',
  CustomerName: 'Name1 Customer',
  CustomerEmail: 'c1@example.com',
  TotalPrice: 6.25,
  ProviderNames: ['Cool Air'],
});

/** The customer's orders, newest first, as the orders resource answers them. */
const customerOrders = () =>
  vi.fn(async () => ({
    data: [order(1, '2026-11-20T08:00:00.000Z'), order(2, '2026-10-02T08:00:00.000Z')],
    total: 7,
  }));

describe('customers', { timeout: 30_000 }, () => {
  it('shows one server page in the grid and hands paging and search to the data provider', async () => {
    const getList = vi.fn(async () => ({ data: [customer(1), customer(2)], total: 60 }));
    const dataProvider = testDataProvider({ getList: getList as DataProvider['getList'] });
    const { user } = renderInAdmin(<CustomerList />, {
      resource: 'customers',
      route: '/admin/customers',
      dataProvider,
    });
    const grid = await screen.findByRole('grid', { name: 'Customers' });
    expect(await within(grid).findByText('Name1 Customer')).toBeInTheDocument();
    expect(within(grid).getByText('c2@example.com')).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Verified' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Not verified' })).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith(
      'customers',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'CreatedAt', order: 'DESC' } }),
    );
    expect(screen.getByText(/1–25 of 60/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ pagination: { page: 2, perPage: 25 } }),
      ),
    );

    await user.type(screen.getByRole('searchbox'), 'name1');
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'customers',
          expect.objectContaining({ filter: { q: 'name1' }, pagination: { page: 1, perPage: 25 } }),
        ),
      { timeout: 5000 },
    );
  });

  it('sorts on the server by the columns the API can sort, and offers no other', async () => {
    const getList = vi.fn(async () => ({ data: [customer(1)], total: 1 }));
    const { user } = renderInAdmin(<CustomerList />, {
      resource: 'customers',
      route: '/admin/customers',
      dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }),
    });
    for (const name of ['Phone', 'Verified', 'Deleted']) {
      expect(await screen.findByRole('columnheader', { name })).not.toHaveClass('MuiDataGrid-columnHeader--sortable');
    }
    await user.click(screen.getByRole('columnheader', { name: 'E-mail' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ sort: { field: 'Email', order: 'ASC' } }),
      ),
    );
    await user.click(screen.getByRole('columnheader', { name: /E-mail/ }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ sort: { field: 'Email', order: 'DESC' } }),
      ),
    );
  });

  it('shows order figures and deactivates (marks not verified) with one call', async () => {
    const update = vi.fn(async () => ({ data: { ...details, IsActive: false } }));
    const dataProvider = testDataProvider({
      getList: customerOrders() as unknown as DataProvider['getList'],
      getOne: vi.fn(async () => ({ data: details })) as DataProvider['getOne'],
      update: update as unknown as DataProvider['update'],
    });
    const { user } = renderInAdmin(
      <>
        <Routes>
          <Route path="/customers/:id/show" element={<CustomerShow />} />
        </Routes>
        <Notification />
      </>,
      { resource: 'customers', route: '/admin/customers/u1/show', dataProvider },
    );
    expect(await screen.findByText('42.500 BHD')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate (not verified)' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'customers',
        expect.objectContaining({ id: 'u1', data: { IsActive: false } }),
      ),
    );
    expect(await screen.findByText('Customer deactivated: marked as not verified.')).toBeInTheDocument();
  });

  it('soft-deletes only after a confirmation that says sign-in is refused at once, and shows the API’s message', async () => {
    const remove = vi.fn(async () => {
      throw new Error('This customer is already deleted.');
    });
    const dataProvider = testDataProvider({
      getList: customerOrders() as unknown as DataProvider['getList'],
      getOne: vi.fn(async () => ({ data: details })) as DataProvider['getOne'],
      delete: remove as unknown as DataProvider['delete'],
    });
    const { user } = renderInAdmin(
      <>
        <Routes>
          <Route path="/customers/:id/show" element={<CustomerShow />} />
        </Routes>
        <Notification />
      </>,
      { resource: 'customers', route: '/admin/customers/u1/show', dataProvider },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/open session and sign-in will be refused at once/)).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('customers', expect.objectContaining({ id: 'u1' })));
    expect(await screen.findByText('This customer is already deleted.')).toBeInTheDocument();
  });

  it('lists the customer’s orders with the providers of each, and the date of the last one', async () => {
    const dataProvider = testDataProvider({
      getList: customerOrders() as unknown as DataProvider['getList'],
      getOne: vi.fn(async () => ({ data: details })) as DataProvider['getOne'],
    });
    renderInAdmin(
      <Routes>
        <Route path="/customers/:id/show" element={<CustomerShow />} />
      </Routes>,
      { resource: 'customers', route: '/admin/customers/u1/show', dataProvider },
    );
    const orders = await screen.findByRole('table', { name: 'Orders' });
    // One request feeds both the table and "Last order".
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ filter: { CustomerId: 'u1' }, sort: { field: 'CreatedAt', order: 'DESC' } }),
    );
    expect(within(orders).getByRole('columnheader', { name: 'Providers' })).toBeInTheDocument();
    expect(within(orders).getAllByText('Cool Air')).toHaveLength(2);
    expect(within(orders).getByRole('link', { name: '#0A0B0C01' })).toHaveAttribute(
      'href',
      `/admin/orders/${order(1, '').id}/show`,
    );
    const last = screen.getByText('Last order').parentElement!;
    expect(within(last).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 7 orders' })).toHaveAttribute(
      'href',
      `/admin/orders?filter=${encodeURIComponent('{"CustomerId":"u1"}')}`,
    );
  });

  it('says "None yet" for a customer without orders', async () => {
    const dataProvider = testDataProvider({
      getList: vi.fn(async () => ({ data: [], total: 0 })) as unknown as DataProvider['getList'],
      getOne: vi.fn(async () => ({ data: { ...details, TotalOrders: 0, TotalSpent: 0 } })) as DataProvider['getOne'],
    });
    renderInAdmin(
      <Routes>
        <Route path="/customers/:id/show" element={<CustomerShow />} />
      </Routes>,
      { resource: 'customers', route: '/admin/customers/u1/show', dataProvider },
    );
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });
});

describe('customers in Arabic', { timeout: 30_000 }, () => {
  it('names the grid, its columns and the verified states in Arabic', async () => {
    const getList = vi.fn(async () => ({ data: [customer(1), customer(2, { IsDeleted: true })], total: 2 }));
    renderInAdmin(<CustomerList />, {
      resource: 'customers',
      route: '/admin/customers',
      dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }),
      locale: 'ar',
    });
    const grid = await screen.findByRole('grid', { name: 'العملاء' });
    expect(await within(grid).findByText('Name1 Customer')).toHaveAttribute('dir', 'auto');
    for (const name of ['الاسم', 'البريد الإلكتروني', 'الهاتف', 'مؤكَّد', 'محذوف', 'تاريخ الانضمام']) {
      expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(within(grid).getByRole('gridcell', { name: 'مؤكَّد' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'غير مؤكَّد' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'لا' })).toBeInTheDocument();
    // The phone number reads left to right inside the Arabic table.
    expect(within(grid).getAllByText('+97312345678')[0]).toHaveAttribute('dir', 'ltr');
    expect(within(grid).getAllByText(/^1 مارس 2026$/)).toHaveLength(2);
  });

  it('shows the details and figures in Arabic and deletes only after an Arabic confirmation', async () => {
    const remove = vi.fn(async () => ({ data: details }));
    const dataProvider = testDataProvider({
      getList: customerOrders() as unknown as DataProvider['getList'],
      getOne: vi.fn(async () => ({ data: details })) as DataProvider['getOne'],
      delete: remove as unknown as DataProvider['delete'],
    });
    const { user } = renderInAdmin(
      <>
        <Routes>
          <Route path="/customers/:id/show" element={<CustomerShow />} />
          <Route path="/customers" element={<p>Customer list</p>} />
        </Routes>
        <Notification />
      </>,
      { resource: 'customers', route: '/admin/customers/u1/show', dataProvider, locale: 'ar' },
    );
    expect(await screen.findByRole('heading', { name: 'الطلبات والإنفاق' })).toBeInTheDocument();
    for (const label of ['الاسم', 'البريد الإلكتروني', 'الهاتف', 'العنوان', 'تاريخ الانضمام', 'إجمالي الإنفاق']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Manama')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(/42\.500/)).toHaveTextContent('د.ب.');
    const last = (await screen.findByText('آخر طلب')).parentElement!;
    expect(await within(last).findByText(/^20 نوفمبر 2026$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء التفعيل (غير مؤكَّد)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف العميل' }));
    const dialog = await screen.findByRole('dialog', { name: /حذف .*Name1 Customer.*؟/ });
    expect(within(dialog).getByText(/ستُرفض جلسته المفتوحة وتسجيل دخوله فورًا/)).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'حذف العميل' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('customers', expect.objectContaining({ id: 'u1' })));
    expect(await screen.findByText(/تم حذف .*Name1 Customer.* وتسجيل خروجه\./)).toBeInTheDocument();
  });
});
