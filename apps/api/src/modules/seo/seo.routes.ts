import { constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../../lib/conditional-get';
import { sendError } from '../../plugins/error-handler';
import { robotsTxt } from './robots';
import type { SitemapAnswer } from './sitemap.service';

// robots.txt and the sitemaps (issue 35). They are files for crawlers, not API operations: hidden
// from the OpenAPI document like the apps' file routes. As routes of their own they win over the
// storefront's static files, so a robots.txt in a build is never served. They read no user, so a
// token sent with them is not even verified.

/** Crawlers fetch robots.txt often and it changes only with a release. */
const ROBOTS_CACHE = 'public, max-age=3600';
/** As long as a process keeps its sitemap plan (sitemap-plan.ts), which the validators come from. */
const SITEMAP_CACHE = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';
/**
 * Brotli at quality 2 for the sitemaps, not the API's 4 (security.ts): on a page of 10,000 URLs
 * (5 MB) it made 204 KB in 11 ms with 1.4 MB of encoder state, where quality 4 made 202 KB in
 * 19 ms with 5.2 MB; compression is most of the memory that serving sitemaps adds (issue 35).
 */
const SITEMAP_COMPRESSION = { brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } } };

export const NO_SUCH_SITEMAP = 'There is no sitemap at this address.';

async function sendSitemap(request: FastifyRequest, reply: FastifyReply, answer: SitemapAnswer | undefined) {
  if (!answer) return sendError(reply, 404, NO_SUCH_SITEMAP);
  reply.header('cache-control', SITEMAP_CACHE).header('etag', answer.etag);
  if (answer.lastModified) reply.header('last-modified', answer.lastModified.toUTCString());
  if (isNotModified(request.headers, answer)) return reply.code(304).send();
  reply.type(XML);
  // HEAD answers with the headers alone: Fastify would otherwise read the whole stream to drop it.
  if (request.method === 'HEAD') return reply.send();
  return reply.send(await answer.body());
}

export async function seoRoutes(fastify: FastifyInstance) {
  const config = { authentication: false } as const;

  fastify.get(
    '/robots.txt',
    // Not counted by the per-address limit, as the files it replaces were not (file-routes.ts).
    { schema: { hide: true }, config: { ...config, rateLimit: false } },
    (request, reply) =>
      reply.header('cache-control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(request.linkOrigin)),
  );

  fastify.get(
    '/sitemap.xml',
    { schema: { hide: true }, config, compress: SITEMAP_COMPRESSION },
    async (request, reply) => sendSitemap(request, reply, await fastify.seo.sitemaps.index(request.linkOrigin)),
  );

  fastify.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { schema: { hide: true }, config, compress: SITEMAP_COMPRESSION },
    async (request, reply) =>
      sendSitemap(request, reply, await fastify.seo.sitemaps.sitemap(request.params.name, request.linkOrigin)),
  );
}
