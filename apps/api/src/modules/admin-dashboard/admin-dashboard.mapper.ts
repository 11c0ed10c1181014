import {
  filsToBhd,
  type AdminInbox,
  type AdminTopProvider,
  type DashboardStats,
  type MostSoldItem,
  type YearlyRevenue,
} from '@marketplace/contract';
import type { DashboardRow, MonthRow, MostSoldRow, TopProviderRow } from './admin-dashboard.repository';
import type { InboxCounts } from './admin-inbox.repository';

const n = Number;
const bhd = (fils: number | string) => filsToBhd(Number(fils));

/** The "needs action" counts behind the back office's menu badges. */
export function toAdminInbox(counts: InboxCounts): AdminInbox {
  return {
    PendingProviders: counts.pendingProviders,
    PendingPayouts: counts.pendingPayouts,
    NewInquiries: counts.newInquiries,
    ReportedMessages: counts.reportedMessages,
    VerificationReviews: counts.verificationReviews,
  };
}

/** The dashboard's figures; `currentMonth` is the label of the Bahrain month they were read in. */
export function toDashboardStats(row: DashboardRow, currentMonth: string): DashboardStats {
  return {
    CurrentMonth: currentMonth,
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

export function toMostSoldItem(row: MostSoldRow): MostSoldItem {
  return {
    ServiceItemId: row.service_item_id,
    Name: row.name,
    Type: row.type,
    ProviderId: row.provider_id,
    BusinessName: row.business_name,
    OrderCount: n(row.line_count),
    TotalQuantity: n(row.quantity),
    Revenue: bhd(row.sales_fils),
  };
}

export function toAdminTopProvider(row: TopProviderRow): AdminTopProvider {
  return {
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
  };
}

/** A year's twelve months (zeros included); the year's totals ride on every row, read from the first. */
export function toYearlyRevenue(year: number, rows: readonly MonthRow[]): YearlyRevenue {
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
