import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin';
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
});
