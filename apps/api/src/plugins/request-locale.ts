import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerIn } from '../lib/answer-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is in: `?lang=` first, then Accept-Language, else English. */
    readonly locale: Locale;
  }
}

const LANG_PARAMETER = 'lang';

function requestedLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.[LANG_PARAMETER];
  if (isLocale(asked)) return asked;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * The reader's language for the API (issue 33): every answer says which (`Vary`), and the texts
 * the API writes itself (errors, confirmations: the contract's texts) are sent in it, as are the
 * names and descriptions people wrote in both languages (lib/content-language.ts). `?lang=` is
 * taken off the query before the route's schema reads it, so every route accepts it.
 */
export const requestLocalePlugin = fp(async (fastify: FastifyInstance) => {
  fastify.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return requestedLocale(this);
    },
  });
  fastify.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || !(LANG_PARAMETER in query)) return;
    const locale = requestedLocale(request);
    delete query[LANG_PARAMETER];
    // Still known once it is off the query.
    Object.defineProperty(request, 'locale', { value: locale });
  });
  fastify.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('vary', 'Accept-Language');
  });
  fastify.addHook('preSerialization', async (request, _reply, payload) => answerIn(request.locale, payload));
});
