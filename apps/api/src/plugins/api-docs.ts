import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALES } from '@marketplace/contract';

export const API_TAGS = [
  { name: 'System', description: 'Health and documentation' },
  { name: 'Auth', description: 'Registration, sign-in per portal, tokens, e-mail verification, password reset' },
  { name: 'Customers', description: 'Customer profiles' },
  { name: 'Providers', description: 'Provider businesses, their approval and statistics' },
  { name: 'Categories', description: 'Service and item categories' },
  { name: 'Service items', description: 'Listings (services and items) and catalog search' },
  { name: 'Reviews', description: 'Ratings and comments on completed order items' },
  { name: 'Inquiries', description: 'Messages from the contact page' },
  { name: 'Cart', description: "The customer's cart of information requests" },
  { name: 'Orders', description: 'Orders placed from the cart and the handling of their items' },
  { name: 'Payments', description: 'Checkout through the payment gateway, its return and webhooks' },
  { name: 'Transactions', description: 'Payments and refunds of customers, earnings of providers' },
  { name: 'Payouts', description: 'Provider balances, payout requests and their settlement' },
  { name: 'Tax documents', description: 'Tax invoices and credit notes, the seller details and the VAT report' },
  { name: 'Notifications', description: "The signed-in user's notifications and their live stream" },
  { name: 'Admin', description: 'Dashboard figures: stats, most-sold items, top providers, revenue' },
  { name: 'Admins', description: 'Admin accounts, invited and disabled by a super admin' },
  { name: 'Audit', description: 'What admins did (read only)' },
  { name: 'Media', description: 'Image uploads (profile, listing, category and business pictures)' },
  { name: 'Verification', description: 'Business documents, their review by admins, and renewal' },
] as const;

/**
 * Every route takes `?lang=` (plugins/request-locale.ts reads it before the route's schema does,
 * and answers in that language), so the document gives it to every operation.
 */
const LANG_PARAMETER = {
  name: 'lang',
  in: 'query',
  required: false,
  description: "The answer's language (messages, names, a CSV's headers); before Accept-Language",
  schema: { type: 'string', enum: [...LOCALES] },
} as const;

type Operations = Record<string, { parameters?: unknown[] }>;

function withLangParameter<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Operations>)) {
    for (const operation of Object.values(operations)) {
      const parameters = operation.parameters ?? [];
      // Idempotent: the document may be built again from the same objects.
      if (!parameters.includes(LANG_PARAMETER)) operation.parameters = [...parameters, LANG_PARAMETER];
    }
  }
  return document;
}

/**
 * The OpenAPI document is generated from the route schemas, so it cannot drift from the code.
 * It names no server: the API is served from the same origin as the apps that call it.
 */
export const apiDocsPlugin = fp(async (fastify: FastifyInstance) => {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bahrain Services Marketplace API',
        description: 'The JSON API behind the storefront and the back office. Money is in BHD.',
        version: '1.0.0',
      },
      tags: [...API_TAGS],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Only an OpenAPI document is made here (never Swagger 2's).
    transformObject: (document) =>
      'openapiObject' in document ? withLangParameter(document.openapiObject) : document.swaggerObject,
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
});
