import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProviderIdParamsSchema, ProviderStatementQuerySchema, ProviderStatementSchema } from '@marketplace/contract';
import { ADMIN_ROLES } from '../../../identity/access-rules';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-options';
import { statementCsv } from './statement-csv';
import { renderProviderStatementPdf } from './pdf';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['Transactions'];
const security = BEARER_SECURITY;

/** A file in the OpenAPI document, not JSON. */
const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', format: 'binary' } } },
});

/**
 * /api/Transaction/provider/{providerId}/statement: a provider's month as data for its dashboard,
 * as a bilingual PDF and as CSV in the reader's language (the provider itself or an admin).
 */
export const statementRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const service = fastify.transactions.statements;
  const preHandler = fastify.requireRoles('provider', ...ADMIN_ROLES);
  const schema = { tags, security, params: ProviderIdParamsSchema, querystring: ProviderStatementQuerySchema };

  fastify.get(
    '/api/Transaction/provider/:providerId/statement',
    {
      preHandler,
      schema: {
        ...schema,
        summary:
          "A provider's monthly statement: earnings, commission, payouts and balances (the provider or an admin)",
        response: { 200: ProviderStatementSchema, ...errors },
      },
    },
    async (request) => service.statement(request.user!, request.params.providerId, request.query.month),
  );

  fastify.get(
    '/api/Transaction/provider/:providerId/statement/csv',
    {
      preHandler,
      schema: {
        ...schema,
        summary: 'The monthly statement as CSV, headers in the reader’s language (the provider or an admin)',
        response: { 200: fileResponse('text/csv', 'The statement, one movement per row'), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await service.statement(request.user!, request.params.providerId, request.query.month);
      // Private, and an open month keeps changing: never kept by a cache.
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="statement-${statement.Month}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(statementCsv(statement, request.locale));
    },
  );

  fastify.get(
    '/api/Transaction/provider/:providerId/statement/pdf',
    {
      preHandler,
      schema: {
        ...schema,
        summary: 'The monthly statement as a PDF, Arabic and English on each page (the provider or an admin)',
        response: { 200: fileResponse('application/pdf', 'The statement'), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await service.statement(request.user!, request.params.providerId, request.query.month);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="statement-${statement.Month}.pdf"`)
        .type('application/pdf')
        .send(await renderProviderStatementPdf(statement));
    },
  );
};
