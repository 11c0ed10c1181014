import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, type FieldError } from '@marketplace/contract';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable';
import { BRIEFLY_UNAVAILABLE, HttpError } from '../lib/http-error';

/** Shown for every 5xx: internals stay in the log (with the request id), never in the response. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

type ValidationItem = NonNullable<FastifyError['validation']>[number] & {
  parentSchema?: { errorMessage?: unknown };
};

/** `/Email` or a missing `Email` both name the field `Email`; nested paths keep their dots. */
function fieldOf(item: ValidationItem, context: string | undefined): string {
  const missing = (item.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = [path, missing].filter(Boolean).join('.');
  return field || context || 'body';
}

function messageOf(item: ValidationItem, field: string): string {
  // Contract schemas may carry the spec's own text for a rule (e.g. the password rule): one text,
  // or one per keyword ({ minLength: '...', pattern: '...' }).
  const custom = item.parentSchema?.errorMessage;
  if (typeof custom === 'string') return custom;
  if (typeof custom === 'object' && custom !== null) {
    const text = (custom as Record<string, unknown>)[item.keyword];
    if (typeof text === 'string') return text;
  }
  if (item.keyword === 'required') return `${field} is required`;
  return `${field} ${item.message ?? 'is invalid'}`;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, errors?: FieldError[]) {
  return reply.code(statusCode).send(errorBody(statusCode, message, errors));
}

/** One place that turns every thrown error into the JSON body the clients expect. */
export const errorHandlerPlugin = fp(async (fastify: FastifyInstance) => {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const errors: FieldError[] = error.validation.map((item) => {
        const field = fieldOf(item as ValidationItem, error.validationContext);
        return { Field: field, Message: messageOf(item as ValidationItem, field) };
      });
      // One rule can fail on two keywords (an e-mail fails `format` and `pattern`): say it once.
      const unique = [...new Map(errors.map((e) => [`${e.Field}\n${e.Message}`, e])).values()];
      return sendError(reply, 400, unique.map((e) => e.Message).join('; '), unique);
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is down or restarting: not a bug, and worth retrying (an order with its
      // Idempotency-Key is placed at most once). A 503 with Retry-After says so to clients and
      // load balancers, as /api/health does, instead of a 500 that reads as our failure.
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, BRIEFLY_UNAVAILABLE);
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Our own 5xx (an outage we recognised, e.g. 503) carries a text meant for the user.
      return sendError(reply, statusCode, error instanceof HttpError ? error.message : INTERNAL_ERROR_MESSAGE);
    }
    return sendError(reply, statusCode, error.message);
  });
});
