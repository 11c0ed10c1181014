import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered through `registerFileRoutes`. */
    servesFiles?: boolean;
  }
}

const API_PATH = /^\/api(\/|$)/i;

/**
 * Whether a request was answered by a file route (the two apps' bundles, fonts and images, their
 * index.html fallback, uploaded media). The per-address limit skips these: one page load fetches
 * 30-50 of them, so counting them let a dozen visitors behind one shared address exhaust the
 * ceiling and get blank pages. An unknown /api path that falls through to the storefront's
 * catch-all file route still counts, so the API's limit holds for every /api URL.
 */
export function isFileRequest(request: FastifyRequest): boolean {
  return request.routeOptions.config?.servesFiles === true && !API_PATH.test(request.url);
}

/**
 * Registers routes that only serve files, in a context of their own:
 * - each route is marked `servesFiles` (see `isFileRequest`);
 * - @fastify/static answers 403 for a directory (`/`, `/assets/`) or a non-canonical path (`//`,
 *   `/./`, `/assets//a.js`) and for denied dotfiles. None of these names a file a visitor may
 *   have, so they get the not-found answer instead: the app's index.html for a page path, a JSON
 *   404 elsewhere. A bare 403 `{"Message":"Forbidden"}` was what the README's first link showed.
 */
export async function registerFileRoutes(
  fastify: FastifyInstance,
  register: (files: FastifyInstance) => Promise<void>,
): Promise<void> {
  await fastify.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, servesFiles: true };
    });
    files.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 403) return reply.callNotFound();
      // Re-thrown errors go to the application's error handler.
      throw error;
    });
    await register(files);
  });
}
