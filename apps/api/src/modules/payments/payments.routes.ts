import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChargeIdSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  PAYMENT_ERRORS,
  PaymentResultSchema,
  PaymentVerifyRequestSchema,
  WebhookAckSchema,
} from '@marketplace/contract';
import { Type } from 'typebox';
import { notFound, unauthorized } from '../../lib/http-error';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { sendError } from '../../plugins/error-handler';
import { GatewayError } from './payment-gateway';
import { TAP_WEBHOOK_PATH } from './payments.service';
import { ADMIN_ROLES } from '../../identity/access-rules';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);
const tags = ['Payments'];
const security = BEARER_SECURITY;

/** Tap posts the whole charge; only what the hashstring covers is read, the rest is kept as sent. */
const TapWebhookBodySchema = Type.Object(
  { id: ChargeIdSchema },
  { title: 'TapWebhookBody', additionalProperties: true },
);

/** /api/Payment/*: checkout, verification of the return, gateway webhooks. */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service, gateway } = fastify.payments;

  // The app's error handler hides every 5xx; an unreachable gateway is not our bug and the payer
  // should read that it is worth trying again, so these 502s keep their Message (this plugin only).
  const appErrorHandler = fastify.errorHandler;
  fastify.setErrorHandler((error, request, reply) => {
    if (!(error instanceof GatewayError)) return appErrorHandler.call(fastify, error, request, reply);
    request.log.warn({ err: error, details: error.details }, 'payment gateway call failed');
    return sendError(reply, 502, error.message);
  });

  fastify.post(
    '/api/Payment/checkout',
    {
      preHandler: fastify.requireRoles('customer'),
      // Each checkout creates a charge at the gateway: a tight limit keeps it from being flooded.
      config: perAddressLimit(10),
      schema: {
        tags,
        security,
        summary: "Start paying an order (its customer): a charge for the order's total and the page to pay it on",
        body: CheckoutRequestSchema,
        response: { 200: CheckoutResponseSchema, ...errors },
      },
    },
    async (request) => service.checkout(request.user!, request.body.OrderId, request.linkOrigin, request.locale),
  );

  fastify.post(
    '/api/Payment/verify',
    {
      preHandler: fastify.requireRoles('customer', ...ADMIN_ROLES),
      config: perAddressLimit(30),
      schema: {
        tags,
        security,
        summary: 'Check a charge with the gateway and settle the order (its customer or an admin)',
        body: PaymentVerifyRequestSchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    async (request) => service.verify(request.user!, request.body),
  );

  fastify.post(
    TAP_WEBHOOK_PATH,
    {
      config: perAddressLimit(120),
      schema: {
        tags,
        summary: "Tap's notification of a charge (signed with the hashstring header); settles from Tap's own answer",
        body: TapWebhookBodySchema,
        response: { 200: WebhookAckSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request) => {
      if (gateway.name !== 'tap') throw notFound(PAYMENT_ERRORS.gatewayNotEnabled);
      const signature = request.headers['hashstring'];
      if (!gateway.verifyWebhook(request.body, typeof signature === 'string' ? signature : undefined)) {
        throw unauthorized(PAYMENT_ERRORS.webhookSignatureInvalid);
      }
      await service.handleWebhook(request.body.id);
      return { Received: true };
    },
  );
};
