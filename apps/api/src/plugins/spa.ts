import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BACKOFFICE_PATH_PATTERN,
  DEFAULT_LOCALE,
  localeCookie,
  localeFromAcceptLanguage,
  localeOfCookie,
  localeOfPath,
  pathInLocale,
  type Locale,
} from '@marketplace/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';
import { registerFileRoutes } from './file-routes';
import { createStorefrontDocuments } from './storefront-render';

export interface SpaOptions {
  storefrontDir: string;
  backofficeDir: string;
}

/** The back office is built with base /backoffice/; its portals' route prefixes come from the contract. */
export const BACKOFFICE_ASSET_PREFIX = '/backoffice/';
const NOT_SPA = /^\/(api|media)(\/|$)/i;

/** Hashed bundles never change, so browsers may keep them; index.html must always be revalidated. */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const immutable = /[/\\]assets[/\\]/.test(path);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const isBuilt = (dir: string) => existsSync(join(dir, 'index.html'));

/** The visitor's language as its `lang` cookie says, if it names one of ours. */
const cookieLocale = (request: FastifyRequest): Locale | null => localeOfCookie(request.headers.cookie);

/** Where the root sends a visitor: the language they last read in, else their browser's first choice of ours. */
function preferredLocale(request: FastifyRequest): Locale {
  return cookieLocale(request) ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * Remembers the language of the page served (the switch is a plain link, so this is where a choice
 * made without JavaScript is kept too); the root follows it on the next visit.
 */
function rememberLocale(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  if (cookieLocale(request) === locale) return;
  reply.header('set-cookie', localeCookie(locale, { secure: request.protocol === 'https' }));
}

/**
 * The builds carry a brotli copy beside each text file (`app.js.br`, quality 11, written at build
 * time), sent with `Content-Encoding: br` and `Vary: Accept-Encoding` to browsers that accept it
 * (issue 18): smaller than the on-the-fly brotli of security.ts (quality 4, which still handles
 * files without a copy), and no CPU per request. Others get the plain file.
 */
const PRECOMPRESSED = { preCompressed: true } as const;

/**
 * Serves the two built React apps on the API's origin. Any GET that matches no file and no API
 * route gets the owning app's index.html, so client-side routes survive a reload; the storefront
 * then renders its own not-found page for paths it does not know.
 */
export const spaPlugin = fp(async (fastify: FastifyInstance, options: SpaOptions) => {
  const storefront = isBuilt(options.storefrontDir);
  const backoffice = isBuilt(options.backofficeDir);
  if (!storefront) fastify.log.warn({ dir: options.storefrontDir }, 'storefront build not found: run `pnpm build`');
  if (!backoffice) fastify.log.warn({ dir: options.backofficeDir }, 'back-office build not found: run `pnpm build`');

  await registerFileRoutes(fastify, async (files) => {
    if (storefront) {
      // Spec 2.1: the root path redirects to the home page (a query string goes along), in the
      // visitor's language; the Arabic root to the Arabic home page.
      const toHome = (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
        const query = request.url.indexOf('?');
        const home = pathInLocale('/home', locale);
        reply.header('vary', 'Cookie, Accept-Language');
        return reply.redirect(query === -1 ? home : `${home}${request.url.slice(query)}`, 302);
      };
      files.get('/', { schema: { hide: true } }, (request, reply) => toHome(request, reply, preferredLocale(request)));
      // (The router ignores a trailing slash: this is /ar/ too.)
      files.get('/ar', { schema: { hide: true } }, (request, reply) => toHome(request, reply, 'ar'));
      await files.register(fastifyStatic, {
        root: options.storefrontDir,
        prefix: '/',
        index: false,
        decorateReply: false,
        setHeaders: setCacheHeaders,
        ...PRECOMPRESSED,
      });
    }
    if (backoffice) {
      await files.register(fastifyStatic, {
        root: options.backofficeDir,
        prefix: BACKOFFICE_ASSET_PREFIX,
        index: false,
        decorateReply: false,
        setHeaders: setCacheHeaders,
        ...PRECOMPRESSED,
      });
    }
  });
  // Only decorates reply.sendFile for the index.html fallback below; it serves no route itself.
  if (storefront || backoffice) {
    await fastify.register(fastifyStatic, {
      root: storefront ? options.storefrontDir : options.backofficeDir,
      serve: false,
      setHeaders: setCacheHeaders,
      ...PRECOMPRESSED,
    });
  }

  const sendIndex = (reply: FastifyReply, dir: string) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', dir);
  };

  // The public catalog pages go out rendered by the server when the storefront's server build is
  // there (storefront-render.ts); every other page, and any render that fails, is index.html; all
  // of them in the page's language.
  const storefrontDocument = storefront ? createStorefrontDocuments(fastify, options.storefrontDir) : null;
  const sendStorefrontPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!storefrontDocument) return sendIndex(reply, options.storefrontDir);
    const document = await storefrontDocument(request);
    // The same page under its right spelling (/Services/ is /services): one address per page.
    if (document.redirect !== null) return reply.redirect(document.redirect, 301);
    rememberLocale(request, reply, localeOfPath(request.url.split('?')[0] ?? '/'));
    if (document.contentSecurityPolicy) reply.header('content-security-policy', document.contentSecurityPolicy);
    return reply
      .code(document.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(document.html);
  };

  fastify.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(path);
    if (wantsPage && BACKOFFICE_PATH_PATTERN.test(path) && backoffice) return sendIndex(reply, options.backofficeDir);
    // Without a back-office build the storefront answers its paths too: its hand-off page tells a
    // signed-in provider or admin so, instead of a raw JSON 404.
    if (wantsPage && storefront) return sendStorefrontPage(request, reply);
    return sendError(reply, 404, `Route ${request.method} ${path} not found`);
  });
});
