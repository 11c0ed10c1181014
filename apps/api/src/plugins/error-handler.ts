import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, type FieldError } from '@marketplace/contract';

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
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, statusCode, INTERNAL_ERROR_MESSAGE);
    }
    return sendError(reply, statusCode, error.message);
  });
});
