import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { renderInAdmin } from '@/testing/render-in-admin';
import ProviderList from './provider-list';
import ProviderShow from './provider-show';
import { REASON_REQUIRED } from '@/portals/admin/components/provider-state/provider-state-dialog';

const provider = (state: string, reason: string | null = null) => ({
  id: 'p1',
  ProviderId: 'p1',
  UserId: 'u1',
  BusinessName: 'Cool Air',
  PrimaryLocation: 'Manama',
  AccState: state,
  BusinessDescription: 'AC repairs',
  BusinessNameAr: 'الهواء البارد',
  BusinessDescriptionAr: '',
  ContactName: 'Ali',
  BusinessAddress: 'Road 1',
  Website: '',
  IsCompleted: true,
  BusinessCategoryId: 'c1',
  CreatedAt: '2026-01-05T10:00:00.000Z',
  ModifiedAt: null,
  ModifiedBy: null,
  ProfileSubmitted: true,
  StateReason: reason,
  BusinessType: 'company',
  Verification: 'unverified',
  VerifiedUntil: null,
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
    getMany: vi.fn(async () => ({
      data: [{ id: 'c1', CategoryName: 'Air Conditioning', CategoryNameAr: 'تكييف الهواء' }],
    })) as DataProvider['getMany'],
  });
}

const listing = (n: number, fields: Record<string, unknown>) => ({
  id: `s${n}`,
  ServiceItemId: `s${n}`,
  Type: 'item',
  Name: `Listing ${n}`,
  Price: 4.5,
  AvailableQuantity: 7,
  Availability: 'available',
  CategoryId: 'c1',
  CategoryName: 'Air Conditioning',
  ProviderId: 'p1',
  ...fields,
});

const listings = [
  listing(1, { Name: 'AC service visit', Type: 'service', AvailableQuantity: null, Price: 15 }),
  listing(2, { Name: 'Air filter', Availability: 'unavailable' }),
  listing(3, { Name: 'Old remote', Availability: 'discontinued' }),
  listing(4, { Name: 'Duct cleaning', CategoryId: 'c2', CategoryName: 'Cleaning' }),
];

const order = {
  id: 'fe12ab34-0000-4000-8000-000000000001',
  CreatedAt: '2026-11-24T09:00:00.000Z',
  Status: 'Confirmed',
  CustomerName: 'Mariam Saleh',
  CustomerEmail: 'mariam@example.com',
  TotalPrice: 30,
  ProviderNames: ['Cool Air'],
};

/** The detail page's lists: the provider's listings, the categories (c2 disabled) and orders. */
const detailLists = vi.fn(async (resource: string) => {
  if (resource === 'service-items') return { data: listings, total: listings.length };
  if (resource === 'categories')
    return {
      data: [
        { id: 'c1', CategoryName: 'Air Conditioning', IsEnable: true },
        { id: 'c2', CategoryName: 'Cleaning', IsEnable: false },
      ],
      total: 2,
    };
  if (resource === 'orders') return { data: [order], total: 1 };
  throw new Error(`unexpected ${resource}`);
});

function showProvider(state: string, update = vi.fn(), reason: string | null = null) {
  return testDataProvider({
    getList: detailLists as unknown as DataProvider['getList'],
    getOne: vi.fn(async () => ({ data: provider(state, reason) })) as DataProvider['getOne'],
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
  beforeEach(() => {
    vi.spyOn(api.providers, 'stats').mockImplementation(async (id: string) => ({
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
    }));
  });
  afterEach(() => vi.restoreAllMocks());

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
    // The admin reviews the Arabic the provider wrote beside the English (issue 33).
    expect(screen.getByText('الهواء البارد')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('Arabic description')).toBeInTheDocument();
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

  it('lists the provider’s listings with whether the public sees each, and their recent orders', async () => {
    const dataProvider = showProvider('active');
    renderShow(dataProvider);
    const table = await screen.findByRole('table', { name: 'Listings' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'service-items',
      expect.objectContaining({ filter: { ProviderId: 'p1' }, pagination: { page: 1, perPage: 10 } }),
    );
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    // A visible listing links to its storefront page; hidden ones have none to open.
    expect(within(table).getByRole('link', { name: 'AC service visit' })).toHaveAttribute('href', '/services/s1');
    expect(within(row('AC service visit')).getByText('Service')).toBeInTheDocument();
    expect(within(row('AC service visit')).getByText('15.000 BHD')).toBeInTheDocument();
    expect(within(row('AC service visit')).getByText('—')).toBeInTheDocument();
    expect(within(row('Air filter')).getByText('7')).toBeInTheDocument();
    expect(within(row('Air filter')).getByText('Shown as unavailable')).toBeInTheDocument();
    expect(within(row('Old remote')).getByText('Discontinued')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Old remote' })).toBeNull();
    expect(within(row('Duct cleaning')).getByText('Hidden: category disabled')).toBeInTheDocument();

    const orders = await screen.findByRole('table', { name: 'Orders' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ filter: { ProviderId: 'p1' } }),
    );
    expect(within(orders).getByRole('link', { name: '#FE12AB34' })).toHaveAttribute(
      'href',
      `/admin/orders/${order.id}/show`,
    );
    expect(within(orders).getByText('Mariam Saleh')).toBeInTheDocument();
    expect(within(orders).getByText('24 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 1 orders' })).toHaveAttribute(
      'href',
      `/admin/orders?filter=${encodeURIComponent('{"ProviderId":"p1"}')}`,
    );
  });

  it('shows the reason the business was given for its rejection (issue 41 point 2)', async () => {
    renderShow(showProvider('rejected', vi.fn(), 'Trade licence expired'));
    expect(await screen.findByText('Reason given to the business')).toBeInTheDocument();
    expect(screen.getByText('Trade licence expired')).toBeInTheDocument();
  });

  it('marks every listing of a provider who is not active as hidden from the public', async () => {
    renderShow(showProvider('inactive'));
    const table = await screen.findByRole('table', { name: 'Listings' });
    expect(within(table).getAllByText('Hidden: provider not active')).toHaveLength(3);
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
  });
  describe('in Arabic', { timeout: 30_000 }, () => {
    it('names the state tabs, the columns and the empty state in Arabic', async () => {
      const dataProvider = listProvider();
      const { user } = renderInAdmin(<ProviderList />, {
        resource: 'providers',
        route: '/admin/providers',
        dataProvider,
        locale: 'ar',
      });
      const tabs = await screen.findByRole('tablist', { name: 'حالة حساب مقدّم الخدمة' });
      expect(
        await within(tabs).findByRole('tab', { name: /قيد المراجعة \(\s*2\s*\)/, selected: true }),
      ).toBeInTheDocument();
      expect(await within(tabs).findByRole('tab', { name: /نشط \(\s*5\s*\)/ })).toBeInTheDocument();
      expect(await screen.findByText('Cool Air')).toBeInTheDocument();
      // The category by the Arabic name the admin gave it.
      expect(await screen.findByText('تكييف الهواء')).toBeInTheDocument();
      for (const header of ['جهة الاتصال', 'البريد الإلكتروني', 'الفئة', 'الموقع', 'الحالة']) {
        expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
      }
      expect(screen.getByRole('columnheader', { name: /النشاط التجاري/ })).toBeInTheDocument();
      await user.click(within(tabs).getByRole('tab', { name: /غير نشط/ }));
      expect(await screen.findByText('لا يوجد مقدّمو خدمة بهذه الحالة يطابقون عوامل التصفية هذه.')).toBeInTheDocument();
    });

    const renderArabicShow = (dataProvider: DataProvider) =>
      renderInAdmin(
        <>
          <Routes>
            <Route path="/providers/:id/show" element={<ProviderShow />} />
          </Routes>
          <Notification />
        </>,
        {
          resource: 'providers',
          route: '/admin/providers/p1/show',
          dataProvider,
          locale: 'ar',
        },
      );

    it('shows the details in Arabic, the English and Arabic texts side by side', async () => {
      renderArabicShow(showProvider('pending'));
      expect(await screen.findByText('ali@example.com')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'النشاط التجاري' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'بيانات اتصال المستخدم' })).toBeInTheDocument();
      expect(screen.getByText('اسم النشاط التجاري')).toBeInTheDocument();
      expect(screen.getByText('اسم النشاط التجاري بالعربية')).toBeInTheDocument();
      // The English name reads left to right, the Arabic one right to left, side by side.
      expect(screen.getByText('Cool Air', { selector: '[dir="ltr"]' })).toBeInTheDocument();
      expect(screen.getByText('الهواء البارد').closest('[dir="rtl"]')).not.toBeNull();
      expect(await screen.findByText('4 من 6 متاحة')).toBeInTheDocument();
      expect(screen.getByText(/4\.5 \(3 تقييمات\)/)).toBeInTheDocument();
      const listings = await screen.findByRole('table', { name: 'الإعلانات' });
      // A pending provider's listings are hidden from the public; a discontinued one says so first.
      expect(within(listings).getAllByText('مخفي: مقدّم الخدمة غير نشط')).toHaveLength(3);
      expect(within(listings).getByText('متوقف نهائيًا')).toBeInTheDocument();
      expect(within(listings).getByRole('columnheader', { name: 'المخزون' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'أحدث الطلبات' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'عرض الطلب الوحيد' })).toBeInTheDocument();
    });

    it('shows in Arabic the reason the business was given', async () => {
      renderArabicShow(showProvider('rejected', vi.fn(), 'الرخصة التجارية منتهية'));
      expect(await screen.findByText('السبب المُبلَّغ للنشاط التجاري')).toBeInTheDocument();
      expect(screen.getByText('الرخصة التجارية منتهية')).toBeInTheDocument();
    });

    it('rejects a pending provider only with a reason, asked for in Arabic', async () => {
      const update = vi.fn(async () => ({ data: provider('rejected') }));
      const { user } = renderArabicShow(showProvider('pending', update));
      expect(await screen.findByRole('button', { name: 'موافقة' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'رفض' }));
      const dialog = await screen.findByRole('dialog', { name: 'رفض Cool Air؟' });
      await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
      expect(await within(dialog).findByText('يجب ذكر سبب لرفض مقدّم الخدمة.')).toBeInTheDocument();
      expect(update).not.toHaveBeenCalled();
      await user.type(within(dialog).getByRole('textbox', { name: /السبب/ }), 'رخصة منتهية');
      await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
      await waitFor(() => expect(update).toHaveBeenCalled());
      expect(await screen.findByText('رُفض مقدّم الخدمة.')).toBeInTheDocument();
    });
  });
});
