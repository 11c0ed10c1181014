import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  { name: 'Notifications', description: "The signed-in user's notifications and their live stream" },
  { name: 'Admin', description: 'Dashboard figures: stats, most-sold items, top providers, revenue' },
  { name: 'Admins', description: 'Admin accounts, invited and disabled by a super admin' },
  { name: 'Audit', description: 'What admins did (read only)' },
  { name: 'Media', description: 'Image uploads (profile, listing, category and business pictures)' },
] as const;

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
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
});
