import {
  DEFAULT_TOP_PROVIDERS,
  filsToBhd,
  type AdminInbox,
  type AdminTopProviderList,
  type AdminTopProviderOrder,
  type DashboardStats,
  type MostSoldItemList,
  type YearlyRevenue,
} from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { bahrainMonthOf, bahrainMonthStart, monthKey, monthLabel } from '../../lib/bahrain-calendar';
import { dashboardFigures, mostSoldItems, revenueByMonth, topProviders } from './admin-dashboard.repository';
import { inboxCounts } from './admin-inbox.repository';

const n = Number;
const bhd = (fils: number | string) => filsToBhd(Number(fils));

/** The admin dashboard's four blocks. `now` is injectable so "this month" can be tested. */
export class AdminDashboardService {
  constructor(
    private readonly db: DbExecutor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The "needs action" counts behind the back office's menu badges. */
  async inbox(): Promise<AdminInbox> {
    const counts = await inboxCounts(this.db);
    return {
      PendingProviders: counts.pendingProviders,
      PendingPayouts: counts.pendingPayouts,
      NewInquiries: counts.newInquiries,
    };
  }

  async stats(): Promise<DashboardStats> {
    const month = bahrainMonthOf(this.now());
    const row = await dashboardFigures(this.db, bahrainMonthStart(month), monthKey(month));
    return {
      CurrentMonth: monthLabel(month),
      TotalCustomers: n(row.customers),
      ActiveCustomers: n(row.active_customers),
      NewCustomersThisMonth: n(row.new_customers),
      TotalProviders: n(row.providers),
      ActiveProviders: n(row.active_providers),
      PendingProviders: n(row.pending_providers),
      RejectedProviders: n(row.rejected_providers),
      InactiveProviders: n(row.inactive_providers),
      TotalServiceItems: n(row.listings),
      ServiceListings: n(row.service_listings),
      ItemListings: n(row.item_listings),
      AvailableServiceItems: n(row.available_listings),
      TotalOrders: n(row.orders),
      ActiveOrders: n(row.pending_orders) + n(row.confirmed_orders) + n(row.in_progress_orders),
      OrdersByStatus: {
        Pending: n(row.pending_orders),
        Confirmed: n(row.confirmed_orders),
        InProgress: n(row.in_progress_orders),
        Completed: n(row.completed_orders),
        Cancelled: n(row.cancelled_orders),
      },
      TotalRevenue: bhd(row.revenue_fils),
      RevenueThisMonth: bhd(row.revenue_month_fils),
      CommissionEarned: bhd(row.commission_fils),
      CommissionThisMonth: bhd(row.commission_month_fils),
      PendingPayouts: n(row.pending_payouts),
      PendingPayoutsAmount: bhd(row.pending_payouts_fils),
      NewInquiries: n(row.new_inquiries),
    };
  }

  async mostSold(topN = DEFAULT_TOP_PROVIDERS): Promise<MostSoldItemList> {
    const rows = await mostSoldItems(this.db, topN);
    return rows.map((row) => ({
      ServiceItemId: row.service_item_id,
      Name: row.name,
      Type: row.type,
      ProviderId: row.provider_id,
      BusinessName: row.business_name,
      OrderCount: n(row.line_count),
      TotalQuantity: n(row.quantity),
      Revenue: bhd(row.sales_fils),
    }));
  }

  async topProviders(
    topN = DEFAULT_TOP_PROVIDERS,
    by: AdminTopProviderOrder = 'revenue',
  ): Promise<AdminTopProviderList> {
    const rows = await topProviders(this.db, topN, by);
    return rows.map((row) => ({
      ProviderId: row.provider_id,
      BusinessName: row.business_name,
      PrimaryLocation: row.primary_location,
      AccState: row.acc_state,
      ImageUrl: row.image_url ?? '',
      AverageRating: row.average_rating === null ? null : n(row.average_rating),
      ReviewCount: n(row.review_count),
      OrderCount: n(row.line_count),
      TotalQuantity: n(row.quantity),
      Revenue: bhd(row.sales_fils),
    }));
  }

  async yearlyRevenue(year: number): Promise<YearlyRevenue> {
    const rows = await revenueByMonth(this.db, year);
    const first = rows[0]!;
    return {
      Year: year,
      TotalRevenue: bhd(first.year_revenue_fils),
      OrderCount: n(first.year_order_count),
      Commission: bhd(first.year_commission_fils),
      Months: rows.map((row) => ({
        Month: n(row.month),
        Revenue: bhd(row.revenue_fils),
        OrderCount: n(row.order_count),
        Commission: bhd(row.commission_fils),
      })),
    };
  }
}
