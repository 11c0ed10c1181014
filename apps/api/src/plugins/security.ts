import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '@marketplace/contract';
import { HttpError } from '../lib/http-error';
import { isFileRequest } from './file-routes';
import { SECURITY_HEADERS } from './security-headers';

export interface SecurityOptions {
  corsOrigins: string[];
  rateLimitMax: number;
}

export const securityPlugin = fp(
  async (fastify: FastifyInstance, options: SecurityOptions) => {
    // Set on the raw response before anything else can answer (404s, 429s, errors, files, and the
    // hijacked SSE stream all carry them), as helmet did. A callback hook: no promise per request.
    const headers = Object.entries(SECURITY_HEADERS);
    fastify.addHook('onRequest', function securityHeaders(_request, reply, done) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // Same-origin by default (the API serves both apps); other origins only when configured.
    // Without any, @fastify/cors (origin: false) added no header and answered every preflight with
    // the not-found handler, as the router does without it, yet still copied its options on every
    // request: 2% of the busy time of /api/health (issue 18).
    if (options.corsOrigins.length > 0) {
      await fastify.register(cors, {
        origin: options.corsOrigins,
        credentials: true,
        exposedHeaders: ['x-request-id', 'retry-after'],
      });
    }
    await fastify.register(compress, {
      threshold: 1024,
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // A generous per-IP ceiling for the API; sign-in and mail-sending routes set tighter limits.
    // Files are not counted (see isFileRequest). Every 429 carries Retry-After (the plugin's default).
    // With Redis the counts are shared by every API process; if Redis stops answering, requests
    // pass uncounted (skipOnError) rather than the whole API failing with it: sign-in keeps its own
    // throttle, which refuses instead (see modules/auth/sign-in-throttle.ts).
    await fastify.register(rateLimit, {
      global: true,
      ...(fastify.redis ? { redis: fastify.redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      allowList: isFileRequest,
      errorResponseBuilder: (_request, context) => new HttpError(429, tooManyRequests(Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'security', dependencies: ['shared-state'] },
);
