import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminInboxSchema,
  AdminTopProviderListSchema,
  AdminTopProvidersQuerySchema,
  DashboardStatsSchema,
  MostSoldItemListSchema,
  TopNQuerySchema,
  YearlyRevenueSchema,
  YearParamsSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { ADMIN_ROLES } from '../../identity/access-rules';

const tags = ['Admin dashboard'];

/** /api/Admin/dashboard/stats, most-sold items, top providers, yearly revenue and the inbox counts (admins). */
export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.adminDashboard;
  const admins = { preHandler: fastify.requireRoles(...ADMIN_ROLES) };

  fastify.get(
    '/api/Admin/dashboard/stats',
    {
      ...admins,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Customers, providers by state, listings, orders by status, revenue (completed payments - completed refunds, VAT included), commission, pending payouts, new inquiries',
        response: { 200: DashboardStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.stats(),
  );

  fastify.get(
    '/api/Admin/inbox',
    {
      ...admins,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'What needs an admin: pending providers (account not deleted), pending payouts, new inquiries; the notification stream tells when one is added',
        response: { 200: AdminInboxSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.inbox(),
  );

  fastify.get(
    '/api/Admin/most-sold-items',
    {
      ...admins,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Listings by quantity sold in paid, not cancelled order lines (?topN=, 5 by default, at most 50)',
        querystring: TopNQuerySchema,
        response: { 200: MostSoldItemListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.mostSold(request.query.topN),
  );

  fastify.get(
    '/api/Admin/top-providers',
    {
      ...admins,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Providers by sales revenue or average rating (?topN=, 5 by default, at most 50; ?by=revenue|rating)',
        querystring: AdminTopProvidersQuerySchema,
        response: { 200: AdminTopProviderListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.topProviders(request.query.topN, request.query.by),
  );

  fastify.get(
    '/api/Admin/revenue/:year',
    {
      ...admins,
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Revenue, paid orders and commission for each month of a year (Asia/Bahrain months, zeros included)',
        params: YearParamsSchema,
        response: { 200: YearlyRevenueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.yearlyRevenue(request.params.year),
  );
};
