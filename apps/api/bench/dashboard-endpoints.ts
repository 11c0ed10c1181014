import type { BenchEndpoint } from './endpoints';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => encodeURIComponent(new Date(Date.now() - days * DAY).toISOString());

/** The admin dashboard's reads (`pnpm bench:dashboard`); each must answer within 200 ms at scale. */
export const DASHBOARD_BENCH_ENDPOINTS: BenchEndpoint[] = [
  { name: 'dashboard stats', path: '/api/Admin/dashboard/stats' },
  { name: 'most-sold items (top 5)', path: '/api/Admin/most-sold-items' },
  { name: 'most-sold items (top 50)', path: '/api/Admin/most-sold-items?topN=50' },
  { name: 'top providers by revenue (top 5)', path: '/api/Admin/top-providers' },
  { name: 'top providers by rating (top 50)', path: '/api/Admin/top-providers?topN=50&by=rating' },
  { name: `revenue by month (this year)`, path: `/api/Admin/revenue/${new Date().getUTCFullYear()}` },
  { name: 'revenue by month (an empty year)', path: '/api/Admin/revenue/2001' },
  { name: 'inbox counts', path: '/api/Admin/inbox' },
  // The back office's grids over every order and customer.
  { name: 'orders (newest first)', path: '/api/Admin/orders' },
  { name: 'orders (newest first, page 1000)', path: '/api/Admin/orders?page=1000' },
  { name: 'orders (InProgress)', path: '/api/Admin/orders?status=InProgress' },
  { name: 'orders (by total)', path: '/api/Admin/orders?sort=total:desc' },
  {
    name: 'orders (a month, oldest first)',
    path: `/api/Admin/orders?from=${daysAgo(400)}&to=${daysAgo(370)}&sort=createdAt:asc`,
  },
  { name: 'orders (order number #ab12)', path: '/api/Admin/orders?search=%23ab12' },
  { name: 'orders (one customer by e-mail)', path: '/api/Admin/orders?search=-customer-12345%40' },
  { name: 'orders (customers named Fatima)', path: '/api/Admin/orders?search=Fatima' },
  { name: 'customers (by name)', path: '/api/customer?sort=name:asc' },
  { name: 'customers (by e-mail, descending)', path: '/api/customer?sort=email:desc' },
];
