import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerIdParamsSchema,
  ProviderIdParamsSchema,
  ProviderTransactionListQuerySchema,
  ProviderTransactionListSchema,
  TransactionListQuerySchema,
  TransactionListSchema,
  TransactionSummarySchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { ADMIN_ROLES } from '../../identity/access-rules';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['Transactions'];
const security = BEARER_SECURITY;

/** /api/Transaction/*: payments and refunds of customers, earnings and payouts of providers. */
export const transactionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.transactions;

  fastify.get(
    '/api/Transaction',
    {
      preHandler: fastify.requireRoles('customer', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "A customer's payments and refunds, newest first (the customer or an admin)",
        querystring: TransactionListQuerySchema,
        response: { 200: TransactionListSchema, ...errors },
      },
    },
    async (request) => service.listForCustomer(request.user!, request.query),
  );

  fastify.get(
    '/api/Transaction/customer/:customerId/summary',
    {
      preHandler: fastify.requireRoles('customer', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "The transaction screen's summary cards (the customer or an admin)",
        params: CustomerIdParamsSchema,
        response: { 200: TransactionSummarySchema, ...errors },
      },
    },
    async (request) => service.customerSummary(request.user!, request.params.customerId),
  );

  fastify.get(
    '/api/Transaction/provider/:providerId',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "A provider's earnings and payouts with fees and net amounts, newest first (the provider or an admin)",
        params: ProviderIdParamsSchema,
        querystring: ProviderTransactionListQuerySchema,
        response: { 200: ProviderTransactionListSchema, ...errors },
      },
    },
    async (request) => service.listForProvider(request.user!, request.params.providerId, request.query),
  );
};
