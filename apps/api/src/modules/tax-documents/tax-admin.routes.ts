import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SellerDetailsSchema,
  UpdateSellerDetailsRequestSchema,
  VatReportQuerySchema,
  VatReportSchema,
} from '@marketplace/contract';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';

const tags = ['Tax documents'];
const security = BEARER_SECURITY;

/**
 * /api/Admin/seller-details: the marketplace's legal details printed on every tax document;
 * /api/Admin/vat-report: the figures of a VAT return, from the documents.
 */
export const taxAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { sellerDetails, vatReport } = fastify.taxDocuments;
  const adminsOnly = fastify.requireRoles(...ADMIN_ROLES);

  fastify.get(
    '/api/Admin/seller-details',
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        security,
        summary: "The marketplace's legal name, address, VAT account and CR numbers as the seller (admin)",
        response: { 200: SellerDetailsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => sellerDetails.get(),
  );

  fastify.put(
    '/api/Admin/seller-details',
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Set the seller details of the documents issued from now on, in both languages (admin; audited)',
        body: UpdateSellerDetailsRequestSchema,
        response: { 200: SellerDetailsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sellerDetails.update(adminContext(request), request.body),
  );

  fastify.get(
    '/api/Admin/vat-report',
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'Taxable sales, output VAT and credit notes of a Bahrain month or quarter, per day and in total, summed from the documents (admin)',
        querystring: VatReportQuerySchema,
        response: { 200: VatReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => vatReport.report(request.query),
  );
};
