import {
  VERIFICATION_MESSAGES,
  VERIFICATION_PATHS,
  type Provider,
  type ProviderList as ProviderPage,
} from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { createAdminDataProvider } from '@/portals/admin/data-provider';
import { providerRecord } from '@/portals/admin/components/verification/verification.fixtures';
import { renderInAdmin } from '@/testing/render-in-admin';
import ProviderList from './provider-list';
import ProviderShow from './provider-show';

// Issue 38 on the admins' provider screens: each business's verification in the list (and a
// filter on it), a link to its documents, and deleting an account.

afterEach(() => vi.restoreAllMocks());

const page = (items: ProviderPage['Items']): ProviderPage => ({
  Items: items,
  Page: 1,
  Limit: 25,
  TotalItems: items.length,
  TotalPages: 1,
});

/** A provider as the API answers it (no react-admin id). */
const business = (fields: Partial<Provider>): Provider => {
  const { id: _id, ...provider } = providerRecord(fields);
  return provider;
};

const businesses = [
  business({ ProviderId: 'p1', BusinessName: 'Cool Air', Verification: 'verified' }),
  business({ ProviderId: 'p2', BusinessName: 'Pearl Plumbing', Verification: 'expired' }),
  business({ ProviderId: 'p3', BusinessName: 'Gulf Tools', Verification: 'unverified' }),
];

/** The providers list over the real data provider: what reaches the API's query is checked. */
function renderList(locale: 'en' | 'ar' = 'en') {
  vi.spyOn(api.categories, 'list').mockResolvedValue([]);
  const list = vi
    .spyOn(api.providers, 'list')
    .mockImplementation(async (query = {}) =>
      page(businesses.filter((business) => !query.Verification || business.Verification === query.Verification)),
    );
  const view = renderInAdmin(<ProviderList />, {
    resource: 'providers',
    route: '/admin/providers',
    dataProvider: createAdminDataProvider(api),
    locale,
  });
  return { ...view, list };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('the providers’ verification', { timeout: 30_000 }, () => {
  it('shows each business’s verification, an expired one prominently, and filters by it', async () => {
    const { user, list } = renderList();
    await screen.findByText('Cool Air');
    expect(screen.getByRole('columnheader', { name: 'Verification' })).toBeInTheDocument();
    expect(within(rowOf('Cool Air')).getByText('Verified')).toBeInTheDocument();
    const expired = within(rowOf('Pearl Plumbing')).getByText('Verification expired');
    // Prominent: bold (the chip's style) with a warning mark, not only its colour.
    expect(
      within(expired.closest('.MuiChip-root') as HTMLElement).getByTestId('ErrorOutlineOutlinedIcon'),
    ).toBeInTheDocument();
    expect(within(rowOf('Gulf Tools')).getByText('Not verified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Verification' }));
    await user.click(await screen.findByRole('combobox', { name: 'Verification' }));
    await user.click(await screen.findByRole('option', { name: 'Not verified' }));
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(expect.objectContaining({ Status: 'pending', Verification: 'unverified' })),
    );
    await waitFor(() => expect(screen.queryByText('Cool Air')).not.toBeInTheDocument());
    expect(screen.getByText('Gulf Tools')).toBeInTheDocument();
  });

  it('names the column, the filter and the states in Arabic', async () => {
    const { user, list } = renderList('ar');
    await screen.findByText('Cool Air');
    expect(screen.getByRole('columnheader', { name: 'التوثيق' })).toBeInTheDocument();
    expect(within(rowOf('Cool Air')).getByText('موثَّق')).toBeInTheDocument();
    expect(within(rowOf('Pearl Plumbing')).getByText('انتهت صلاحية التوثيق')).toBeInTheDocument();
    expect(within(rowOf('Gulf Tools')).getByText('غير موثَّق')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إضافة عامل تصفية' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'التوثيق' }));
    await user.click(await screen.findByRole('combobox', { name: 'التوثيق' }));
    await user.click(await screen.findByRole('option', { name: 'انتهت صلاحية التوثيق' }));
    await waitFor(() => expect(list).toHaveBeenCalledWith(expect.objectContaining({ Verification: 'expired' })));
  });
});

/** The provider's page: the provider call, its listings, orders and categories, and the delete call. */
function showBackEnd(remove: DataProvider['delete']) {
  return testDataProvider({
    getOne: vi.fn(async () => ({
      data: providerRecord({
        id: 'p1',
        ProviderId: 'p1',
        BusinessName: 'Cool Air',
        AccState: 'inactive',
        Verification: 'verified',
        VerifiedUntil: '2027-03-02',
      }),
    })) as DataProvider['getOne'],
    getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [{ id: 'c1', CategoryName: 'Air Conditioning' }] })) as DataProvider['getMany'],
    delete: remove,
  });
}

function renderShow(dataProvider: DataProvider, locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <>
      <Routes>
        <Route path="/providers/:id/show" element={<ProviderShow />} />
        <Route path="/providers" element={<p>The providers list</p>} />
      </Routes>
      <Notification />
    </>,
    { resource: 'providers', route: '/admin/providers/p1/show', dataProvider, locale },
  );
}

describe('a provider’s page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(api.providers, 'stats').mockImplementation(async (id: string) => ({
      ProviderId: id,
      TotalServiceItems: 0,
      AvailableServiceItems: 0,
      TotalOrderItems: 0,
      PendingOrderItems: 0,
      InProgressOrderItems: 0,
      CompletedOrderItems: 0,
      CancelledOrderItems: 0,
      TotalRevenue: 0,
      AverageRating: null,
      ReviewCount: 0,
    }));
  });

  it('shows its verification and links its documents', async () => {
    renderShow(showBackEnd(vi.fn()));
    expect(await screen.findByText('Verified until 2 Mar 2027')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verification documents' })).toHaveAttribute(
      'href',
      VERIFICATION_PATHS.adminReview('p1'),
    );
  });

  it('deletes the account after a confirmation', async () => {
    const remove = vi.fn(async () => ({ data: { id: 'p1' } }));
    const { user, router } = renderShow(showBackEnd(remove as unknown as DataProvider['delete']));
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Cool Air?' });
    expect(dialog).toHaveTextContent('Its documents are kept for five years, then deleted.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('providers', expect.objectContaining({ id: 'p1' })));
    expect(await screen.findByText('The account of Cool Air was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/providers'));
  });

  it('cancels a delete without a call', async () => {
    const remove = vi.fn();
    const { user } = renderShow(showBackEnd(remove));
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of a delete as it said it', async () => {
    const remove = vi.fn(async () => {
      throw new HttpError(VERIFICATION_MESSAGES.deleteOpenOrders, 409);
    });
    const { user } = renderShow(showBackEnd(remove as unknown as DataProvider['delete']));
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.deleteOpenOrders)).toBeInTheDocument();
  });

  it('asks and refuses in Arabic', async () => {
    const remove = vi.fn(async () => {
      throw new HttpError(VERIFICATION_MESSAGES.deleteActive, 409);
    });
    const { user } = renderShow(showBackEnd(remove as unknown as DataProvider['delete']), 'ar');
    expect(await screen.findByRole('link', { name: 'مستندات التوثيق' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف حساب \u2068Cool Air\u2069؟' });
    await user.click(within(dialog).getByRole('button', { name: 'حذف الحساب' }));
    expect(await screen.findByText('أوقف هذا النشاط التجاري أو ارفضه قبل حذف حسابه.')).toBeInTheDocument();
  });
});

describe('the providers resource', () => {
  it('deletes an account with the verification client’s call', async () => {
    const deleteProvider = vi
      .spyOn(api.verification, 'deleteProvider')
      .mockResolvedValue(business({ ProviderId: 'p1' }));
    const { data } = await createAdminDataProvider(api).delete('providers', { id: 'p1' });
    expect(deleteProvider).toHaveBeenCalledWith('p1');
    expect(data.id).toBe('p1');
  });
});
