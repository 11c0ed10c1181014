import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  TAX_DOCUMENT_MESSAGES,
  TaxDocumentLinkQuerySchema,
  TaxDocumentListSchema,
} from '@marketplace/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { isNotModified } from '../../lib/conditional-get';
import { forbidden } from '../../lib/http-error';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import type { TaxDocumentPdf } from './tax-document-pdf.service';

/** The PDF in the OpenAPI document: a file, not JSON. */
const PDF_RESPONSE = {
  description: 'The PDF, Arabic and English on each page',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

const tags = ['Tax documents'];

const pdfResponses = {
  200: PDF_RESPONSE,
  304: { description: 'The copy the client holds is current' },
} as const;

function sendPdf(request: FastifyRequest, reply: FastifyReply, pdf: TaxDocumentPdf) {
  // Private: a document names its customer. Revalidated by its ETag (a document never changes).
  reply.header('cache-control', 'private, no-cache').header('etag', pdf.etag);
  if (isNotModified(request.headers, { etag: pdf.etag, lastModified: undefined })) return reply.code(304).send();
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.number}.pdf"`)
    .send(pdf.body);
}

const security = BEARER_SECURITY;

/**
 * /api/Order/{id}/tax-documents: an order's tax invoice and credit notes; /api/TaxDocument/{id}/pdf:
 * one to keep, and /pdf/link the same through the link its e-mail gave.
 */
export const taxDocumentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { documents, pdfs, links } = fastify.taxDocuments;

  fastify.get(
    '/api/Order/:id/tax-documents',
    {
      preHandler: fastify.requireRoles('customer', 'provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary:
          "An order's tax invoice and credit notes, oldest first (its customer and admins; a provider sees the lines of its own items)",
        params: IdParamsSchema,
        response: { 200: TaxDocumentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => documents.ofOrder(request.user!, request.params.id),
  );

  fastify.get(
    '/api/TaxDocument/:id/pdf',
    {
      preHandler: fastify.requireRoles('customer', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "A tax invoice or credit note as a PDF to keep (the order's customer and admins)",
        params: IdParamsSchema,
        response: { ...pdfResponses, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => sendPdf(request, reply, await pdfs.pdf(request.user!, request.params.id)),
  );

  fastify.get(
    '/api/TaxDocument/:id/pdf/link',
    {
      schema: {
        tags,
        summary:
          'A tax invoice or credit note as a PDF, opened by the link its e-mail gave (valid 30 days; no sign-in)',
        params: IdParamsSchema,
        querystring: TaxDocumentLinkQuerySchema,
        response: { ...pdfResponses, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!links.opens(request.params.id, request.query.token)) throw forbidden(TAX_DOCUMENT_MESSAGES.linkExpired);
      return sendPdf(request, reply, await pdfs.linkedPdf(request.params.id));
    },
  );
};
