import type { BenchEndpoint } from './endpoints';

/** The admin dashboard's reads (`pnpm bench:dashboard`); each must answer within 200 ms at scale. */
export const DASHBOARD_BENCH_ENDPOINTS: BenchEndpoint[] = [
  { name: 'dashboard stats', path: '/api/Admin/dashboard/stats' },
  { name: 'most-sold items (top 5)', path: '/api/Admin/most-sold-items' },
  { name: 'most-sold items (top 50)', path: '/api/Admin/most-sold-items?topN=50' },
  { name: 'top providers by revenue (top 5)', path: '/api/Admin/top-providers' },
  { name: 'top providers by rating (top 50)', path: '/api/Admin/top-providers?topN=50&by=rating' },
  { name: `revenue by month (this year)`, path: `/api/Admin/revenue/${new Date().getUTCFullYear()}` },
  { name: 'revenue by month (an empty year)', path: '/api/Admin/revenue/2001' },
];
