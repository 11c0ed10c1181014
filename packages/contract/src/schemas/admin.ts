import { Type, type Static } from 'typebox';
import { CountSchema, MoneySchema } from './common';

// Admin dashboard (spec sections 3 and 7.7). The spec names the four blocks but not their fields;
// these shapes are ours. Revenue is the sum of paid order totals (VAT included), in BHD.

/** GET /api/Admin/dashboard/stats */
export const DashboardStatsSchema = Type.Object(
  {
    TotalCustomers: CountSchema,
    TotalProviders: CountSchema,
    PendingProviders: CountSchema,
    TotalServiceItems: CountSchema,
    TotalOrders: CountSchema,
    ActiveOrders: CountSchema,
    TotalRevenue: MoneySchema,
    NewInquiries: CountSchema,
  },
  { title: 'DashboardStats' },
);
export type DashboardStats = Static<typeof DashboardStatsSchema>;

export const MonthlyRevenueSchema = Type.Object(
  {
    Month: Type.Integer({ minimum: 1, maximum: 12 }),
    Revenue: MoneySchema,
    OrderCount: CountSchema,
  },
  { title: 'MonthlyRevenue' },
);
export type MonthlyRevenue = Static<typeof MonthlyRevenueSchema>;

/** GET /api/Admin/revenue/{year}: always 12 months, zeros included, months in Asia/Bahrain time. */
export const YearlyRevenueSchema = Type.Object(
  {
    Year: Type.Integer({ minimum: 2000, maximum: 9999 }),
    TotalRevenue: MoneySchema,
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
