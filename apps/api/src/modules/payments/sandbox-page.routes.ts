import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_ERRORS } from '@marketplace/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/database-unavailable';
import { BRIEFLY_UNAVAILABLE, HttpError } from '../../lib/http-error';
import { chargePage, messagePage } from './sandbox-page';
import { returnUrlFor, type SandboxDecision, type SandboxGateway } from './sandbox-gateway';

const ChargeParamsSchema = Type.Object(
  { chargeId: Type.String({ pattern: '^chg_sbx_[a-f0-9]{24}$' }) },
  { title: 'SandboxChargeParams', additionalProperties: false },
);

const hasValidation = (error: unknown) => typeof error === 'object' && error !== null && 'validation' in error;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** /payment-sandbox/{chargeId}: the sandbox gateway's hosted page and the payer's decision. */
export const sandboxPageRoutes: FastifyPluginAsyncTypebox<{ gateway: SandboxGateway }> = async (
  fastify,
  { gateway },
) => {
  // The page's forms post urlencoded bodies; nothing in them is read (the path says it all).
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  // A browser shows these, so errors are pages too, not the API's JSON body.
  fastify.setErrorHandler((error, request, reply) => {
    // The database is down or restarting: the payer may press the button again in a moment (a
    // decision is taken once, so a second press after a lost answer finds it made).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'sandbox page: database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return html(reply, 503, messagePage('Payment not available', BRIEFLY_UNAVAILABLE));
    }
    // A malformed charge id (validation) is as unknown as a missing one.
    const status = error instanceof HttpError ? error.statusCode : hasValidation(error) ? 404 : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox page failed');
    if (status === 409)
      return html(reply, 409, messagePage('Payment already decided', PAYMENT_ERRORS.sandboxAlreadyDecided));
    const message =
      status === 500
        ? 'Something went wrong. Please try again.'
        : status === 404
          ? PAYMENT_ERRORS.sandboxChargeNotFound
          : (error as Error).message;
    return html(reply, status, messagePage('Payment not available', message));
  });

  fastify.get(
    '/payment-sandbox/:chargeId',
    { schema: { hide: true, params: ChargeParamsSchema } },
    async (request, reply) => {
      const charge = await gateway.find(request.params.chargeId);
      if (!charge) return html(reply, 404, messagePage('Payment not available', PAYMENT_ERRORS.sandboxChargeNotFound));
      return html(reply, 200, chargePage(charge, returnUrlFor(charge)));
    },
  );

  for (const decision of ['approve', 'decline'] as const satisfies readonly SandboxDecision[]) {
    fastify.post(
      `/payment-sandbox/:chargeId/${decision}`,
      { schema: { hide: true, params: ChargeParamsSchema } },
      async (request, reply) => {
        const charge = await gateway.decide(request.params.chargeId, decision);
        // Like Tap's post URL: the books are settled now, even if the payer never comes back.
        const known = await fastify.payments.service.findCharge(charge.id);
        if (known) {
          await fastify.payments.service.settleCharge(known).catch((error: unknown) => {
            request.log.error({ err: error, chargeId: charge.id }, 'settling a sandbox decision failed');
          });
        }
        return reply.header('cache-control', 'no-store').redirect(returnUrlFor(charge), 303);
      },
    );
  }
};
