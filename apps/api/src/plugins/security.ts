import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { isFileRequest } from './file-routes';

export interface SecurityOptions {
  corsOrigins: string[];
  rateLimitMax: number;
}

/**
 * The two SPAs load only their own hashed bundles; MUI (emotion) injects <style> tags at run
 * time, hence 'unsafe-inline' for styles only. Images may be data: or blob: URLs (avatar previews).
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export const securityPlugin = fp(async (fastify: FastifyInstance, options: SecurityOptions) => {
  await fastify.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  // Same-origin by default (the API serves both apps); other origins only when configured.
  await fastify.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
  });
  await fastify.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // A generous per-IP ceiling for the API; sign-in and mail-sending routes set tighter limits.
  // Files are not counted (see isFileRequest). Every 429 carries Retry-After (the plugin's default).
  await fastify.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    allowList: isFileRequest,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
});
