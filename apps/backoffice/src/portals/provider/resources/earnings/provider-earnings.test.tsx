import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { EarningRecord } from '@/portals/provider/data-provider/earnings-resource';
import type { Translate } from '@/i18n/text';
import { backofficeI18n } from '@/locales/test-i18n';
import { renderInAdmin } from '@/testing/render-in-admin';
import { earningCsvRow } from './earning-csv';
import EarningsList from './earnings-list';
import { typeDay } from '@/testing/day-picker';

const earning: EarningRecord = {
  id: 'e1',
  TransactionId: 'e1',
  OrderId: 'abcdef12-0000-4000-8000-000000000000',
  OrderNumber: 'ABCDEF12',
  ItemName: 'AC service',
  Type: 'earning',
  Status: 'completed',
  Amount: 12.5,
  Fees: 1.25,
  NetAmount: 11.25,
  CommissionRate: 10,
  PaymentMethod: 'card',
  ReferenceNumber: 'ER-2026-00000001',
  Description: 'Earning for AC service (order #ABCDEF12)',
  CreatedAt: '2026-11-20T09:00:00.000Z',
};
const translator = (locale: 'en' | 'ar'): Translate => {
  const i18n = backofficeI18n(locale);
  return (id, values) => i18n._(id, values);
};
const balance = { id: 'balance', TotalEarned: 11.25, PaidOut: 0, PendingPayouts: 0, AvailableBalance: 11.25 };

function fakeProvider(rows: object[] = [earning]) {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: rows, total: rows.length }));
  return testDataProvider({
    getList: getList as unknown as DataProvider['getList'],
    getOne: vi.fn(async () => ({ data: balance })) as unknown as DataProvider['getOne'],
  });
}

const renderPage = (dataProvider: DataProvider, locale: 'en' | 'ar' = 'en') =>
  renderInAdmin(<EarningsList />, {
    portal: 'provider',
    resource: 'earnings',
    route: '/provider-dashboard/earnings',
    dataProvider,
    locale,
  });

describe('provider earnings', { timeout: 30_000 }, () => {
  it('shows per item the gross, commission and net with the order number and the balance on top', async () => {
    renderPage(fakeProvider());
    const row = (await screen.findByText('AC service')).closest('tr')!;
    for (const text of ['ABCDEF12', '12.500 BHD', '1.250 BHD', '11.250 BHD'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const figures = await screen.findByRole('group', { name: 'Your balance' });
    expect(within(figures).getAllByText('11.250 BHD')).toHaveLength(2);
  });

  it('filters by date: the chosen days reach the data provider', async () => {
    const dataProvider = fakeProvider();
    const { user } = renderPage(dataProvider);
    await screen.findByText('AC service');
    await typeDay(user, 'From', '2026-11-01');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'earnings',
        expect.objectContaining({ filter: expect.objectContaining({ from: '2026-11-01' }) }),
      ),
    );
  });

  it('says so when there are no earnings yet', async () => {
    renderPage(fakeProvider([]));
    expect(await screen.findByText('No earnings yet: an item earns when you complete it.')).toBeInTheDocument();
  });

  it('exports the columns the screen shows, in BHD with 3 decimals', () => {
    expect(earningCsvRow(earning, translator('en'))).toMatchObject({
      'Order #': 'ABCDEF12',
      Item: 'AC service',
      'Gross (BHD)': '12.500',
      'Commission (BHD)': '1.250',
      'Commission rate (%)': '10',
      'Net (BHD)': '11.250',
      State: 'completed',
    });
  });
});

describe('provider earnings in Arabic', { timeout: 30_000 }, () => {
  it('heads the ledger in Arabic and still filters by date', async () => {
    const dataProvider = fakeProvider();
    const { user } = renderPage(dataProvider, 'ar');
    const row = (await screen.findByText('AC service')).closest('tr')!;
    for (const header of ['التاريخ', 'رقم الطلب', 'البند', 'الإجمالي', 'العمولة', 'الصافي', 'الحالة'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row).getByText('ABCDEF12')).toBeInTheDocument();
    expect(within(row).getByText('مكتملة')).toBeInTheDocument();
    await typeDay(user, 'من', '2026-11-01', 'ar');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'earnings',
        expect.objectContaining({ filter: expect.objectContaining({ from: '2026-11-01' }) }),
      ),
    );
  });

  it('says in Arabic when there are no earnings yet', async () => {
    renderPage(fakeProvider([]), 'ar');
    expect(await screen.findByText('لا توجد أرباح بعد: يُحتسب ربح البند عند إكماله.')).toBeInTheDocument();
  });

  it('exports Arabic headers over machine-readable values', () => {
    expect(earningCsvRow(earning, translator('ar'))).toEqual({
      التاريخ: '2026-11-20T09:00:00.000Z',
      'رقم الطلب': 'ABCDEF12',
      البند: 'AC service',
      'الإجمالي (د.ب.)': '12.500',
      'العمولة (د.ب.)': '1.250',
      'نسبة العمولة (%)': '10',
      'الصافي (د.ب.)': '11.250',
      الحالة: 'completed',
      المرجع: 'ER-2026-00000001',
    });
  });
});
