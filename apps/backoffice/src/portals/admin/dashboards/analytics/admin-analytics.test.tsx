import type { DashboardStats, YearlyRevenue } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { captureDownloads } from '@/testing/downloads';
import { renderInAdmin } from '@/testing/render-in-admin';
import { toCsv } from '@/components/csv';
import AdminAnalytics from './index';
import { OrdersByStatusChart } from './orders-by-status-chart';
import { RevenueChart } from './revenue-chart';

const stats: DashboardStats = {
  CurrentMonth: '2026-11',
  TotalCustomers: 25,
  ActiveCustomers: 20,
  NewCustomersThisMonth: 3,
  TotalProviders: 12,
  ActiveProviders: 8,
  PendingProviders: 2,
  RejectedProviders: 1,
  InactiveProviders: 1,
  TotalServiceItems: 120,
  ServiceListings: 60,
  ItemListings: 60,
  AvailableServiceItems: 100,
  TotalOrders: 80,
  ActiveOrders: 9,
  OrdersByStatus: { Pending: 4, Confirmed: 3, InProgress: 2, Completed: 60, Cancelled: 11 },
  TotalRevenue: 1234.5,
  RevenueThisMonth: 88.25,
  CommissionEarned: 99.9,
  CommissionThisMonth: 7.5,
  PendingPayouts: 3,
  PendingPayoutsAmount: 410.75,
  NewInquiries: 5,
};
const year = (y: number): YearlyRevenue => ({
  Year: y,
  TotalRevenue: y,
  OrderCount: 12,
  Commission: 1,
  Months: Array.from({ length: 12 }, (_, i) => ({
    Month: i + 1,
    Revenue: y - 2000 + i,
    OrderCount: 1,
    Commission: 0.1,
  })),
});

describe('admin analytics', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the headline figures, each opening the list behind it, and asks for both years', async () => {
    vi.spyOn(api.admin, 'dashboardStats').mockResolvedValue(stats);
    const revenue = vi.spyOn(api.admin, 'revenue').mockImplementation(async (y: number) => year(y));
    vi.spyOn(api.admin, 'mostSoldItems').mockResolvedValue([]);
    vi.spyOn(api.admin, 'topProviders').mockResolvedValue([]);
    renderInAdmin(<AdminAnalytics />, { route: '/admin/analytics' });

    await screen.findByText('410.750 BHD to settle');
    const pending = screen.getByRole('link', { name: /providers waiting for approval/i });
    expect(within(pending).getByText('2')).toBeInTheDocument();
    expect(decodeURIComponent(pending.getAttribute('href')!)).toBe('/admin/providers?filter={"AccState":"pending"}');
    const payouts = screen.getByRole('link', { name: /payout requests/i });
    expect(within(payouts).getByText('410.750 BHD to settle')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^revenue/i })).getByText('1234.500 BHD')).toBeInTheDocument();
    await waitFor(() => expect(revenue).toHaveBeenCalledWith(2026));
    expect(revenue).toHaveBeenCalledWith(2025);
    // The figures behind each chart are a table for screen readers.
    const revenueTable = await screen.findByRole('table', { name: 'Revenue per month' });
    expect(within(revenueTable).getByRole('row', { name: /Jan 2026 26\.000 25\.000/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders by status' })).toHaveTextContent('In Progress2');
  });

  it('exports a series as CSV that spreadsheets will not run', () => {
    expect(
      toCsv(
        ['Name', 'Revenue'],
        [
          ['=SUM(A1)', 1.5],
          ['Tea, "Karak"', 2],
        ],
      ),
    ).toBe('Name,Revenue\r\n\'=SUM(A1),1.5\r\n"Tea, ""Karak""",2');
  });
});

/** jsdom lays nothing out (and tests leave the CSS out): the charts are given a size to draw in. */
function giveChartsASize() {
  const measure = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = measure(element, pseudo);
    if (!String((element as HTMLElement).className).includes('MuiCharts')) return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'width') return '600px';
        if (key === 'height') return '300px';
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

describe('admin analytics in Arabic', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the figures and charts in Arabic and exports Arabic headers over machine-readable values', async () => {
    giveChartsASize();
    vi.spyOn(api.admin, 'dashboardStats').mockResolvedValue(stats);
    vi.spyOn(api.admin, 'revenue').mockImplementation(async (y: number) => year(y));
    vi.spyOn(api.admin, 'mostSoldItems').mockResolvedValue([]);
    vi.spyOn(api.admin, 'topProviders').mockResolvedValue([
      {
        ProviderId: '00000000-0000-4000-8000-000000000001',
        BusinessName: 'Gulf Cleaning',
        PrimaryLocation: 'Manama',
        AccState: 'active',
        ImageUrl: '',
        AverageRating: 4.5,
        ReviewCount: 10,
        OrderCount: 7,
        TotalQuantity: 9,
        Revenue: 120.5,
      },
    ]);
    const { user } = renderInAdmin(<AdminAnalytics />, { route: '/admin/analytics', locale: 'ar' });

    // The tiles: titles, captions with the amount in Arabic (Latin digits), the month named.
    expect(await screen.findByText(/410\.750.* د\.ب\. بانتظار التسوية/)).toBeInTheDocument();
    const pending = screen.getByRole('link', { name: /مقدّمو خدمة بانتظار الموافقة/ });
    expect(pending).toHaveTextContent('النشطون: 8 من أصل 12');
    expect(screen.getByRole('link', { name: /^الإيرادات/ })).toHaveTextContent(/هذا الشهر \(نوفمبر 2026\): .*88\.250/);
    expect(screen.getByRole('link', { name: /الطلبات النشطة/ })).toHaveTextContent('80 طلبًا إجمالًا');

    // The charts' tables: captions, headers and month names in Arabic, figures as the CSV has them.
    const revenueTable = await screen.findByRole('table', { name: 'الإيرادات الشهرية' });
    expect(within(revenueTable).getByRole('columnheader', { name: 'إيرادات 2026 (د.ب.)' })).toBeInTheDocument();
    expect(within(revenueTable).getByRole('row', { name: /يناير 2026 26\.000 25\.000/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'الطلبات حسب الحالة' })).toHaveTextContent('قيد التنفيذ2');
    expect(screen.getByText('80 طلبًا')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'أبرز مقدّمي الخدمة' })).toHaveTextContent('Gulf Cleaningنشط');
    expect(screen.getByRole('combobox', { name: 'السنة' })).toBeInTheDocument();
    // A chart with nothing to draw says so in Arabic (MUI X Charts has no Arabic of its own).
    const mostSold = screen.getByRole('region', { name: 'الأكثر مبيعًا' });
    expect(await within(mostSold).findByText('لا توجد بيانات لعرضها')).toBeInTheDocument();

    // The CSV: Arabic headers, ISO months and dot decimals, after the byte order mark Excel needs.
    const { downloads } = captureDownloads();
    const revenuePanel = screen.getByRole('region', { name: 'الإيرادات الشهرية' });
    fireEvent.click(within(revenuePanel).getByRole('button', { name: 'تصدير CSV' }));
    const [file] = await downloads();
    expect(file?.fileName).toBe('revenue-2026.csv');
    expect(file?.text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFالشهر,إيرادات 2026 (د.ب.),إيرادات 2025 (د.ب.),طلبات 2026,عمولة 2026 (د.ب.)',
      '2026-01,26.000,25.000,1,0.100',
    ]);

    // Providers by rating: the choice is in Arabic and asks the API again.
    const topProviders = vi.mocked(api.admin.topProviders);
    await user.click(screen.getByRole('combobox', { name: 'حسب' }));
    await user.click(await screen.findByRole('option', { name: 'التقييم' }));
    await waitFor(() => expect(topProviders).toHaveBeenCalledWith({ topN: 8, by: 'rating' }));
  });

  it('draws the months right to left, the amounts and the statuses on the right', async () => {
    giveChartsASize();
    vi.spyOn(api.admin, 'revenue').mockImplementation(async (y: number) => year(y));
    renderInAdmin(
      <>
        <RevenueChart currentYear={2026} />
        <OrdersByStatusChart stats={stats} />
      </>,
      { locale: 'ar' },
    );
    const revenue = await screen.findByRole('region', { name: 'الإيرادات الشهرية' });
    await waitFor(() =>
      expect(revenue.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')).toHaveLength(12),
    );
    /** An axis label (an SVG text holding a tspan) and where it stands across. */
    const tick = (region: HTMLElement, label: string) =>
      [...region.querySelectorAll('.MuiChartsAxis-tickLabel')].find((text) => text.textContent === label);
    const tickX = (region: HTMLElement, label: string) =>
      Number(/translate\(([\d.]+)/.exec(tick(region, label)?.closest('g')?.getAttribute('transform') ?? '')?.[1]);
    expect(tickX(revenue, 'يناير')).toBeGreaterThan(tickX(revenue, 'ديسمبر'));
    expect(revenue.querySelector('.MuiChartsAxis-directionY')).toHaveClass('MuiChartsAxis-right');
    expect(within(revenue).getByText('د.ب.')).toBeInTheDocument();

    const statuses = screen.getByRole('region', { name: 'الطلبات حسب الحالة' });
    expect(statuses.querySelector('.MuiChartsAxis-directionY')).toHaveClass('MuiChartsAxis-right');
    expect(tick(statuses, 'قيد التنفيذ')).toBeDefined();
  });
});
