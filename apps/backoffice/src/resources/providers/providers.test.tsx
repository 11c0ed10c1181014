import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin';
import ProviderList from './provider-list';
import ProviderShow from './provider-show';
import { REASON_REQUIRED } from '../../components/provider-state/provider-state-dialog';

vi.mock('../../api', () => ({
  api: {
    providers: {
      stats: vi.fn(async (id: string) => ({
        ProviderId: id,
        TotalServiceItems: 6,
        AvailableServiceItems: 4,
        TotalOrderItems: 12,
        PendingOrderItems: 1,
        InProgressOrderItems: 2,
        CompletedOrderItems: 8,
        CancelledOrderItems: 1,
        TotalRevenue: 315.25,
        AverageRating: 4.5,
        ReviewCount: 3,
      })),
    },
  },
}));

const provider = (state: string) => ({
  id: 'p1',
  ProviderId: 'p1',
  UserId: 'u1',
  BusinessName: 'Cool Air',
  PrimaryLocation: 'Manama',
  AccState: state,
  BusinessDescription: 'AC repairs',
  ContactName: 'Ali',
  BusinessAddress: 'Road 1',
  Website: '',
  IsCompleted: true,
  BusinessCategoryId: 'c1',
  CreatedAt: '2026-01-05T10:00:00.000Z',
  ModifiedAt: null,
  ModifiedBy: null,
  ProfileSubmitted: true,
  UserDetails: { FirstName: 'Ali', LastName: 'Hasan', Email: 'ali@example.com', PhoneNumber: '+97311112222' },
});

const counts: Record<string, number> = { pending: 2, active: 5, rejected: 1, inactive: 0 };

function listProvider() {
  return testDataProvider({
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      if (resource === 'categories') return { data: [], total: 0 };
      const state = String(params.filter.AccState);
      return { data: counts[state] ? [provider(state)] : [], total: counts[state] ?? 0 };
    }) as unknown as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [{ id: 'c1', CategoryName: 'Air Conditioning' }] })) as DataProvider['getMany'],
  });
}

function showProvider(state: string, update = vi.fn()) {
  return testDataProvider({
    getOne: vi.fn(async () => ({ data: provider(state) })) as DataProvider['getOne'],
    getMany: vi.fn(async () => ({ data: [{ id: 'c1', CategoryName: 'Air Conditioning' }] })) as DataProvider['getMany'],
    update: update as unknown as DataProvider['update'],
  });
}

const renderShow = (dataProvider: DataProvider) =>
  renderInAdmin(
    <>
      <Routes>
        <Route path="/providers/:id/show" element={<ProviderShow />} />
      </Routes>
      <Notification />
    </>,
    { resource: 'providers', route: '/admin/providers/p1/show', dataProvider },
  );

describe('providers', { timeout: 30_000 }, () => {
  it('opens on the pending tab, counts each state and switches the AccState filter by tab', async () => {
    const dataProvider = listProvider();
    const { user } = renderInAdmin(<ProviderList />, {
      resource: 'providers',
      route: '/admin/providers',
      dataProvider,
    });
    const tabs = await screen.findByRole('tablist', { name: 'Provider account state' });
    expect(await within(tabs).findByRole('tab', { name: /Pending \(\s*2\s*\)/, selected: true })).toBeInTheDocument();
    expect(await within(tabs).findByRole('tab', { name: /Active \(\s*5\s*\)/ })).toBeInTheDocument();
    expect(await screen.findByText('Cool Air')).toBeInTheDocument();
    expect(await screen.findByText('Air Conditioning')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: /Inactive/ }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'providers',
        expect.objectContaining({ filter: { AccState: 'inactive' }, pagination: { page: 1, perPage: 25 } }),
      ),
    );
    expect(await screen.findByText('No providers in this state match these filters.')).toBeInTheDocument();
  });

  it('sorts by business name on the server from the column header', async () => {
    const dataProvider = listProvider();
    const { user } = renderInAdmin(<ProviderList />, {
      resource: 'providers',
      route: '/admin/providers',
      dataProvider,
    });
    await screen.findByText('Cool Air');
    await user.click(within(screen.getByRole('columnheader', { name: /Business/ })).getByRole('button'));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'providers',
        expect.objectContaining({ sort: { field: 'BusinessName', order: 'ASC' } }),
      ),
    );
    expect(within(screen.getByRole('columnheader', { name: 'Location' })).queryByRole('button')).toBeNull();
  });

  it('rejects a pending provider only with a reason, and offers nothing the API refuses', async () => {
    const update = vi.fn(async () => ({ data: provider('rejected') }));
    const { user } = renderShow(showProvider('pending', update));
    expect(await screen.findByText('ali@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Cool Air?' });
    const reason = within(dialog).getByRole('textbox', { name: /reason/i });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.type(reason, 'Trade licence expired');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'providers',
        expect.objectContaining({ id: 'p1', data: { AccState: 'rejected', Reason: 'Trade licence expired' } }),
      ),
    );
    expect(await screen.findByText('Provider rejected.')).toBeInTheDocument();
  });

  it('shows stats and only deactivation for an active provider, with the API’s message on failure', async () => {
    const update = vi.fn(async () => {
      throw new Error('This provider cannot change from active to inactive.');
    });
    const { user } = renderShow(showProvider('active', update));
    expect(await screen.findByText('315.250 BHD')).toBeInTheDocument();
    expect(screen.getByText('4 of 6 available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('providers', expect.objectContaining({ data: { AccState: 'inactive' } })),
    );
    expect(await screen.findByText('This provider cannot change from active to inactive.')).toBeInTheDocument();
  });
});
