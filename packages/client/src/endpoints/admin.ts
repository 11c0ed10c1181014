import {
  fallbacksFor,
  ORDER_FALLBACKS,
  type AdminInbox,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminStatusRequest,
  type AdminTopProviderList,
  type AdminTopProvidersQuery,
  type AdminUser,
  type AdminUserList,
  type AuditList,
  type AuditListQuery,
  type DashboardStats,
  type InviteAdminRequest,
  type MostSoldItemList,
  type TopNQuery,
  type YearlyRevenue,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Admin (spec 7.7): the dashboard blocks, admin accounts, the audit log, every order and the
// "needs action" counts.

export function createAdminApi(http: HttpClient) {
  return {
    dashboardStats: () =>
      http.request<DashboardStats>('GET', '/api/Admin/dashboard/stats', {
        fallbacks: fallbacksFor('fetchDashboardStats'),
      }),
    mostSoldItems: (query: TopNQuery = {}) =>
      http.request<MostSoldItemList>('GET', '/api/Admin/most-sold-items', {
        query,
        fallbacks: fallbacksFor('fetchTopSoldItems'),
      }),
    topProviders: (query: AdminTopProvidersQuery = {}) =>
      http.request<AdminTopProviderList>('GET', '/api/Admin/top-providers', {
        query,
        fallbacks: fallbacksFor('fetchTopProviders'),
      }),
    revenue: (year: number) =>
      http.request<YearlyRevenue>('GET', apiPath`/api/Admin/revenue/${year}`, {
        fallbacks: fallbacksFor('fetchYearlyRevenue'),
      }),
    admins: () => http.request<AdminUserList>('GET', '/api/Admin/admins', { fallbacks: fallbacksFor('fetchAdmins') }),
    /** Super admins only. */
    inviteAdmin: (body: InviteAdminRequest) => http.request<AdminUser>('POST', '/api/Admin/admins/invite', { body }),
    setAdminStatus: (id: string, body: AdminStatusRequest) =>
      http.request<AdminUser>('PATCH', apiPath`/api/Admin/admins/${id}/status`, { body }),
    auditLog: (query: AuditListQuery = {}) => http.request<AuditList>('GET', '/api/Admin/audit-log', { query }),
    /** Every order; `sort` is `createdAt|total` with `:asc|:desc` (sortParam builds it). */
    orders: (query: AdminOrderListQuery = {}) =>
      http.request<AdminOrderList>('GET', '/api/Admin/orders', { query, fallbacks: ORDER_FALLBACKS }),
    /** One order with its customer, status history, payments and refunds. */
    order: (id: string) =>
      http.request<AdminOrderDetail>('GET', apiPath`/api/Admin/orders/${id}`, { fallbacks: ORDER_FALLBACKS }),
    /**
     * Pending providers, pending payouts and new inquiries: the menu's badges. Notifications of the
     * ADMIN_INBOX_NOTIFICATION_TYPES say when a count went up.
     */
    inbox: () => http.request<AdminInbox>('GET', '/api/Admin/inbox'),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
