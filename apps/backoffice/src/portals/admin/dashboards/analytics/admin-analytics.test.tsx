import type { DashboardStats, YearlyRevenue } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { renderInAdmin } from '@/testing/render-in-admin';
import { toCsv } from './csv';
import AdminAnalytics from './index';

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
