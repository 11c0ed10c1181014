import type { ProviderBalance, ProviderStats } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { formatsFor } from '@/i18n/text';
import { PROVIDER_ID, providerFixture, USER_ID } from '@/portals/provider/testing/provider-fixtures';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ProviderHome from './index';
import { typeDay } from '@/testing/day-picker';
import { summaryIn, verifiedExpiringIn } from '@/portals/provider/testing/verification-fixtures';

const stats: ProviderStats = {
  ProviderId: PROVIDER_ID,
  TotalServiceItems: 6,
  AvailableServiceItems: 5,
  TotalOrderItems: 20,
  PendingOrderItems: 3,
  InProgressOrderItems: 2,
  CompletedOrderItems: 12,
  CancelledOrderItems: 3,
  TotalRevenue: 300,
  AverageRating: 4.5,
  ReviewCount: 8,
};
const balance: ProviderBalance = {
  ProviderId: PROVIDER_ID,
  TotalEarned: 270,
  PaidOut: 100,
  PendingPayouts: 50.25,
  AvailableBalance: 119.75,
};

const listings = (TotalItems: number) => ({ Items: [], Page: 1, Limit: 1, TotalItems, TotalPages: TotalItems });
const href = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href')!);

describe('provider home', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
    vi.spyOn(api.payouts, 'bankDetails').mockResolvedValue(null);
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('verified'));
    vi.spyOn(api.providers, 'stats').mockResolvedValue(stats);
    vi.spyOn(api.payouts, 'balance').mockResolvedValue(balance);
    vi.spyOn(api.serviceItems, 'list').mockResolvedValue(listings(0));
    vi.spyOn(api.orders, 'listForProvider').mockResolvedValue({
      Orders: [],
      Page: 1,
      PageSize: 5,
      TotalOrders: 0,
      TotalPages: 0,
      ActiveOrders: 0,
      CompletedOrders: 0,
    });
    vi.spyOn(api.transactions, 'listForProvider').mockResolvedValue({ Items: [], hasMore: false, currentPage: 1 });
    vi.spyOn(api.reviews, 'listForProvider').mockResolvedValue({
      Items: [],
      Page: 1,
      PageSize: 1,
      TotalItems: 8,
      TotalPages: 8,
      AverageRating: 4.5,
      Distribution: { '1': 0, '2': 0, '3': 1, '4': 2, '5': 5 },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the filtered lists from the to-do tiles, with the figures of stats and balance', async () => {
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const requests = await screen.findByRole('link', { name: /items to confirm/i });
    await waitFor(() => expect(within(requests).getByText('3')).toBeInTheDocument());
    expect(href(requests)).toBe('/provider-dashboard/orders?filter={"Status":"Pending"}');
    expect(href(screen.getByRole('link', { name: /items in progress/i }))).toBe(
      '/provider-dashboard/orders?filter={"Status":"InProgress"}',
    );
    expect(href(screen.getByRole('link', { name: /low or zero stock/i }))).toBe(
      '/provider-dashboard/listings?filter={"stock":"low"}',
    );
    const payout = screen.getByRole('link', { name: /payout pending/i });
    expect(href(payout)).toBe('/provider-dashboard/payouts?filter={"Status":"pending"}');
    expect(within(payout).getByText('50.250 BHD')).toBeInTheDocument();
    expect(api.providers.stats).toHaveBeenCalledWith(PROVIDER_ID);
    // The recent orders and the rating load in a chunk of their own, after the tiles.
    await waitFor(() => expect(api.orders.listForProvider).toHaveBeenCalledWith(USER_ID, { pageSize: 5 }));
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '5 stars: 5 of 8 reviews' })).toBeInTheDocument();
    expect(api.reviews.listForProvider).toHaveBeenCalledWith(PROVIDER_ID, { pageSize: 1 });
    // No earnings at all: words instead of an empty drawing.
    expect(await screen.findByText('No earnings in this period or the one before.')).toBeInTheDocument();
  });

  it('lists the onboarding steps left, each linking to where it is done; bank details hidden while unknown', async () => {
    signInProvider(providerFixture({ isCompleted: false, businessAddress: '' }, { imageUrl: '' }));
    vi.spyOn(api.payouts, 'bankDetails').mockRejectedValue(Object.assign(new Error('Server error'), { status: 500 }));
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const checklist = await screen.findByRole('region', { name: 'Get your business ready' });
    expect(within(checklist).getByText('0 of 4 steps done')).toBeInTheDocument();
    expect(href(within(checklist).getByRole('link', { name: /complete your business profile/i }))).toBe(
      '/provider-dashboard/profile',
    );
    // Issue 38: verification follows the profile, its hint saying where it stands.
    const verify = within(checklist).getByRole('link', { name: /verify your business/i });
    expect(href(verify)).toBe('/provider-dashboard/verification');
    expect(verify).toHaveTextContent(
      'Upload your documents and submit them for review: your business is approved only once they are accepted.',
    );
    expect(within(verify).getByTitle('To do')).toBeInTheDocument();
    expect(api.verification.summary).toHaveBeenCalledWith(PROVIDER_ID);
    expect(href(within(checklist).getByRole('link', { name: /first listing/i }))).toBe(
      '/provider-dashboard/listings/create',
    );
    expect(within(checklist).queryByText(/bank details/i)).not.toBeInTheDocument();
    expect(api.serviceItems.list).toHaveBeenCalledWith({ ProviderId: PROVIDER_ID, Limit: 1 });
    // Each step's link is an item of the list: a <ul> of bare links is not a list (axe: list).
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link'))).toHaveLength(4);
  });

  it('lists the recent orders, each link to its order an item of the list', async () => {
    const orderId = 'abcdef12-0000-4000-8000-000000000001';
    vi.spyOn(api.orders, 'listForProvider').mockResolvedValue({
      Orders: [
        { OrderId: orderId, CreatedAt: new Date().toISOString(), Status: 'Pending', OrderItems: [{ Name: 'Leak' }] },
      ],
      Page: 1,
      PageSize: 5,
      TotalOrders: 1,
      TotalPages: 1,
    } as never);
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const recent = await screen.findByRole('region', { name: 'Recent orders' }, { timeout: 10_000 });
    const [item] = await within(recent).findAllByRole('listitem', {}, { timeout: 10_000 });
    expect(href(within(item!).getByRole('link', { name: /Order #ABCDEF12/ }))).toBe(
      `/provider-dashboard/orders/${orderId}/show`,
    );
  });

  it('counts a profile filled in at sign-up as done, though never saved from the profile form', async () => {
    signInProvider(providerFixture({ isCompleted: false }, { imageUrl: '' }));
    vi.spyOn(api.payouts, 'bankDetails').mockResolvedValue(null);
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const checklist = await screen.findByRole('region', { name: 'Get your business ready' });
    expect(within(checklist).getByText('2 of 5 steps done')).toBeInTheDocument();
    const profileStep = within(checklist).getByRole('link', { name: /complete your business profile/i });
    expect(within(profileStep).getByTitle('Done')).toBeInTheDocument();
  });

  it('counts the bank details as a step (none yet: to do), and hides the checklist when all is done', async () => {
    const view = renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const checklist = await screen.findByRole('region', { name: 'Get your business ready' });
    expect(within(checklist).getByText('3 of 5 steps done')).toBeInTheDocument();
    expect(href(within(checklist).getByRole('link', { name: /payout bank details/i }))).toBe(
      '/provider-dashboard/payouts',
    );
    view.unmount();

    vi.spyOn(api.payouts, 'bankDetails').mockResolvedValue({
      ProviderId: PROVIDER_ID,
      AccountHolder: 'Gulf Tools',
      BankName: 'BBK',
      Iban: 'BH67BMAG00001299123456',
      IbanMasked: '•••• 3456',
      ModifiedAt: '2026-11-20T09:00:00.000Z',
    });
    vi.spyOn(api.serviceItems, 'list').mockResolvedValue(listings(4));
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    await screen.findByRole('link', { name: /items to confirm/i });
    await waitFor(() => expect(api.payouts.bankDetails).toHaveBeenCalledWith(PROVIDER_ID));
    await waitFor(() => expect(api.serviceItems.list).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Get your business ready' })).not.toBeInTheDocument();
  });

  it("shows the verification step's state, and leaves it out when the summary cannot be read", async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('in-review'));
    const view = renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const checklist = await screen.findByRole('region', { name: 'Get your business ready' });
    const verify = within(checklist).getByRole('link', { name: /verify your business/i });
    expect(verify).toHaveTextContent('In review: the marketplace is checking your documents.');
    expect(within(checklist).getByText('2 of 5 steps done')).toBeInTheDocument();
    view.unmount();

    vi.spyOn(api.verification, 'summary').mockRejectedValue(new Error('Server error'));
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const again = await screen.findByRole('region', { name: 'Get your business ready' });
    expect(within(again).getByText('2 of 4 steps done')).toBeInTheDocument();
    expect(within(again).queryByRole('link', { name: /verify your business/i })).not.toBeInTheDocument();
  });

  it('warns in one line, with a link, when the verification expired', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('expired'));
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const line = await screen.findByText(/Your verification has expired, so your listings take no new orders\./);
    expect(href(within(line).getByRole('link', { name: 'Renew your documents' }))).toBe(
      '/provider-dashboard/verification',
    );
    const checklist = await screen.findByRole('region', { name: 'Get your business ready' });
    expect(within(checklist).getByRole('link', { name: /verify your business/i })).toHaveTextContent(
      'Expired: upload a current document.',
    );
  });

  it('warns of an accepted document expiring within 30 days, not of one further away', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(verifiedExpiringIn(12));
    const view = renderInAdmin(<ProviderHome />, { portal: 'provider' });
    const line = await screen.findByText(
      /^Commercial Registration \(CR\) certificate expires on \d{1,2} [A-Z][a-z]{2} \d{4}\./,
    );
    expect(href(within(line).getByRole('link', { name: 'Upload the renewed document' }))).toBe(
      '/provider-dashboard/verification',
    );
    view.unmount();

    vi.spyOn(api.verification, 'summary').mockResolvedValue(verifiedExpiringIn(31));
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    await screen.findByRole('link', { name: /items to confirm/i });
    await waitFor(() => expect(api.verification.summary).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/expires on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload the renewed document' })).not.toBeInTheDocument();
  });

  it('draws the earnings chart from the earning transactions', async () => {
    vi.spyOn(api.transactions, 'listForProvider').mockResolvedValue({
      Items: [
        {
          TransactionId: '00000000-0000-4000-8000-000000000001',
          OrderId: null,
          Type: 'earning',
          Status: 'completed',
          Amount: 10,
          Fees: 1,
          NetAmount: 9,
          CommissionRate: 10,
          PaymentMethod: 'card',
          ReferenceNumber: 'R1',
          Description: '',
          CreatedAt: new Date().toISOString(),
        },
      ],
      hasMore: false,
      currentPage: 1,
    });
    renderInAdmin(<ProviderHome />, { portal: 'provider' });
    // The previous period's days as every date reads, not as ISO dates (issue 41 point 6).
    expect(
      await screen.findByText(
        /^9\.000 BHD net, against 0\.000 BHD from \d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}$/,
      ),
    ).toBeInTheDocument();
    expect(api.transactions.listForProvider).toHaveBeenCalledWith(PROVIDER_ID, {
      type: 'earning',
      page: 1,
      pageSize: 100,
    });
    expect(screen.getByRole('table', { name: 'Earnings per day' })).toBeInTheDocument();
  });
});

describe('provider home in Arabic', { timeout: 30_000 }, () => {
  const arabic = formatsFor('ar');
  const earning = {
    TransactionId: '00000000-0000-4000-8000-000000000001',
    OrderId: null,
    Type: 'earning',
    Status: 'completed',
    Amount: 10,
    Fees: 1,
    NetAmount: 9,
    CommissionRate: 10,
    PaymentMethod: 'card',
    ReferenceNumber: 'R1',
    Description: '',
    CreatedAt: new Date().toISOString(),
  } as const;

  beforeEach(() => {
    signInProvider();
    vi.spyOn(api.payouts, 'bankDetails').mockResolvedValue(null);
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('verified'));
    vi.spyOn(api.providers, 'stats').mockResolvedValue(stats);
    vi.spyOn(api.payouts, 'balance').mockResolvedValue(balance);
    vi.spyOn(api.serviceItems, 'list').mockResolvedValue(listings(0));
    vi.spyOn(api.orders, 'listForProvider').mockResolvedValue({
      Orders: [
        {
          OrderId: 'abcdef12-0000-4000-8000-000000000001',
          CreatedAt: new Date().toISOString(),
          Status: 'Pending',
          OrderItems: [{ Name: 'Leak' }, { Name: 'فلتر' }],
        },
      ],
      Page: 1,
      PageSize: 5,
      TotalOrders: 1,
      TotalPages: 1,
    } as never);
    vi.spyOn(api.transactions, 'listForProvider').mockResolvedValue({
      Items: [earning],
      hasMore: false,
      currentPage: 1,
    });
    vi.spyOn(api.reviews, 'listForProvider').mockResolvedValue({
      Items: [],
      Page: 1,
      PageSize: 1,
      TotalItems: 8,
      TotalPages: 8,
      AverageRating: 4.5,
      Distribution: { '1': 0, '2': 0, '3': 1, '4': 2, '5': 5 },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the to-do tiles and the onboarding checklist in Arabic', async () => {
    renderInAdmin(<ProviderHome />, { portal: 'provider', locale: 'ar' });
    const requests = await screen.findByRole('link', { name: /بنود بانتظار التأكيد/ });
    expect(href(requests)).toBe('/provider-dashboard/orders?filter={"Status":"Pending"}');
    const payout = screen.getByRole('link', { name: /دفعات قيد الانتظار/ });
    await waitFor(() => expect(within(payout).getByText(`${arabic.money(119.75)} متاحة للطلب`)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: /مخزون منخفض أو نافد/ })).toHaveTextContent('راجع المخزون');

    const checklist = await screen.findByRole('region', { name: 'جهّز نشاطك التجاري' });
    expect(within(checklist).getByText('أُنجزت 3 من أصل 5 خطوات')).toBeInTheDocument();
    expect(href(within(checklist).getByRole('link', { name: /أكمل ملف نشاطك التجاري/ }))).toBe(
      '/provider-dashboard/profile',
    );
  });

  it('names the verification step and warns of an expiring document in Arabic', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(verifiedExpiringIn(7));
    renderInAdmin(<ProviderHome />, { portal: 'provider', locale: 'ar' });
    // The document's name as the admins wrote it in Arabic, isolated inside the sentence.
    const line = await screen.findByText(/^تنتهي صلاحية \u2068شهادة السجل التجاري\u2069 في /);
    expect(href(within(line).getByRole('link', { name: 'ارفع المستند المجدَّد' }))).toBe(
      '/provider-dashboard/verification',
    );
  });

  it('names the verification step in Arabic with its state', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('changes-requested'));
    renderInAdmin(<ProviderHome />, { portal: 'provider', locale: 'ar' });
    const checklist = await screen.findByRole('region', { name: 'جهّز نشاطك التجاري' });
    const verify = within(checklist).getByRole('link', { name: /وثّق نشاطك التجاري/ });
    expect(href(verify)).toBe('/provider-dashboard/verification');
    expect(verify).toHaveTextContent('مطلوب تعديل: صحّح المستندات وأرسلها مجددًا.');
  });

  it('lists the recent orders and the rating in Arabic, the order number isolated', async () => {
    renderInAdmin(<ProviderHome />, { portal: 'provider', locale: 'ar' });
    const recent = await screen.findByRole('region', { name: 'أحدث الطلبات' }, { timeout: 10_000 });
    const order = await within(recent).findByRole('link', { name: /الطلب رقم ABCDEF12/ }, { timeout: 10_000 });
    // The order number isolated from the Arabic around it; the items listed with the Arabic comma.
    expect(within(order).getByText('ABCDEF12').tagName).toBe('BDI');
    expect(order).toHaveTextContent('\u2068Leak\u2069، \u2068فلتر\u2069');

    expect(await screen.findByRole('progressbar', { name: '5 نجوم: 5 من أصل 8 تقييمات' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'نجمة واحدة: 0 من أصل 8 تقييمات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'التقييمات الواردة' })).toBeInTheDocument();
  });

  it('draws the earnings with Arabic months and amounts, and says in Arabic when the range is wrong', async () => {
    const { user } = renderInAdmin(<ProviderHome />, { portal: 'provider', locale: 'ar' });
    const chart = await screen.findByRole('region', { name: 'الأرباح' }, { timeout: 10_000 });
    const totals = `${arabic.money(9)} صافيًا، مقابل ${arabic.money(0)} من `;
    expect(await within(chart).findByText((text) => text.startsWith(totals))).toBeInTheDocument();
    const table = within(chart).getByRole('table', { name: 'الأرباح لكل يوم' });
    expect(within(table).getByRole('columnheader', { name: 'الصافي (د.ب.)' })).toBeInTheDocument();
    const months = /^\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)$/;
    const days = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')!.textContent);
    expect(days).toHaveLength(30);
    expect(days.every((day) => months.test(day ?? ''))).toBe(true);
    expect(within(table).getByText('9.000')).toBeInTheDocument();
    expect(within(chart).getByText('الفترة المختارة')).toBeInTheDocument();

    // A start after the end: the chart waits, and the date input says why.
    await typeDay(user, 'من', '2099-01-01', 'ar');
    expect(await within(chart).findByText('يجب أن تكون البداية في يوم النهاية أو قبله.')).toBeInTheDocument();
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });
});
