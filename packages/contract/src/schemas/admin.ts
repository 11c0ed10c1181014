import { Type, type Static } from 'typebox';
import { CountSchema, MoneySchema } from './common';

// Admin dashboard (spec sections 3 and 7.7). The spec names the four blocks but not their fields;
// these shapes are ours (docs/decisions/back-office.md). Amounts are BHD.
//   Revenue = completed payments minus completed refunds (VAT included: what customers paid and
//   kept paid), by the Asia/Bahrain calendar month (fixed UTC+3) the transaction was booked in.
//   Commission = the platform's fee on completed earnings (order items completed by providers).

/** Net amounts can go below zero: a month whose refunds exceed its payments. */
export const NetMoneySchema = Type.Number({ description: 'Amount in BHD (3 decimals at most); may be negative' });

/** Orders by their (derived) status; every order counts, paid or not. */
export const OrdersByStatusSchema = Type.Object(
  {
    Pending: CountSchema,
    Confirmed: CountSchema,
    InProgress: CountSchema,
    Completed: CountSchema,
    Cancelled: CountSchema,
  },
  { title: 'OrdersByStatus' },
);
export type OrdersByStatus = Static<typeof OrdersByStatusSchema>;

/** GET /api/Admin/dashboard/stats */
export const DashboardStatsSchema = Type.Object(
  {
    /** The Bahrain month the "this month" figures cover, `YYYY-MM`. */
    CurrentMonth: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
    /** Customers not deleted; Active = e-mail verified; New = signed up this month. */
    TotalCustomers: CountSchema,
    ActiveCustomers: CountSchema,
    NewCustomersThisMonth: CountSchema,
    /** Providers (business profiles) by account state; Total = the four states together. */
    TotalProviders: CountSchema,
    ActiveProviders: CountSchema,
    PendingProviders: CountSchema,
    RejectedProviders: CountSchema,
    InactiveProviders: CountSchema,
    /** Listings not discontinued, by type; Available = orderable now (`available`). */
    TotalServiceItems: CountSchema,
    ServiceListings: CountSchema,
    ItemListings: CountSchema,
    AvailableServiceItems: CountSchema,
    TotalOrders: CountSchema,
    /** Pending, Confirmed and InProgress, as in the customer's order list. */
    ActiveOrders: CountSchema,
    OrdersByStatus: OrdersByStatusSchema,
    TotalRevenue: NetMoneySchema,
    RevenueThisMonth: NetMoneySchema,
    CommissionEarned: MoneySchema,
    CommissionThisMonth: MoneySchema,
    /** Payouts providers asked for and no admin has settled or rejected yet. */
    PendingPayouts: CountSchema,
    PendingPayoutsAmount: MoneySchema,
    /** Contact-page inquiries with status `new`. */
    NewInquiries: CountSchema,
  },
  { title: 'DashboardStats' },
);
export type DashboardStats = Static<typeof DashboardStatsSchema>;

export const MonthlyRevenueSchema = Type.Object(
  {
    Month: Type.Integer({ minimum: 1, maximum: 12 }),
    Revenue: NetMoneySchema,
    /** Completed payments booked in the month: the orders paid that month. */
    OrderCount: CountSchema,
    Commission: MoneySchema,
  },
  { title: 'MonthlyRevenue' },
);
export type MonthlyRevenue = Static<typeof MonthlyRevenueSchema>;

/** GET /api/Admin/revenue/{year}: always 12 months, zeros included, months in Asia/Bahrain time. */
export const YearlyRevenueSchema = Type.Object(
  {
    Year: Type.Integer({ minimum: 2000, maximum: 9999 }),
    TotalRevenue: NetMoneySchema,
    OrderCount: CountSchema,
    Commission: MoneySchema,
    Months: Type.Array(MonthlyRevenueSchema, { minItems: 12, maxItems: 12 }),
  },
  { title: 'YearlyRevenue' },
);
export type YearlyRevenue = Static<typeof YearlyRevenueSchema>;

export const YearParamsSchema = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 9999 }) },
  { title: 'YearParams', additionalProperties: false },
);
export type YearParams = Static<typeof YearParamsSchema>;
