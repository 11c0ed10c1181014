import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricsConfig } from '../config/config';
import { httpRequestDuration, httpRequestsInFlight, uploadsRefused } from '../lib/observability/metrics';
import { SCRAPE_CONTENT_TYPE, scrape } from '../lib/observability/scrape';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A live event stream: counted by its own gauge, not as a request in flight for minutes. */
    eventStream?: true;
    /** A route that receives files: its refusals are counted (`marketplace_uploads_refused_total`). */
    upload?: 'image' | 'attachment' | 'document' | 'import';
  }
  interface FastifyInstance {
    /** Where the metrics port listens once the app is ready (undefined without METRICS_PORT). */
    metricsAddress(): AddressInfo | undefined;
  }
}

/** What an upload route's refusals mean. */
const REFUSALS: Record<number, string> = { 400: 'invalid', 413: 'size', 415: 'type' };

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The series of one method, route and status class. */
function requestSeries(request: FastifyRequest, reply: FastifyReply) {
  const method = METHODS.has(request.method) ? request.method : 'other';
  // The route's template ("/api/Order/:id"), never the path asked for: ids stay out of labels.
  const route = request.routeOptions.url ?? 'unmatched';
  return httpRequestDuration.labels(method, route, STATUS_CLASSES[Math.trunc(reply.statusCode / 100)] ?? 'other');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), expected);
}

async function answerScrape(response: ServerResponse): Promise<void> {
  const body = await scrape();
  response.writeHead(200, { 'content-type': SCRAPE_CONTENT_TYPE, 'cache-control': 'no-store' });
  response.end(body);
}

/** The metrics port: `GET /metrics` and nothing else; with a token, only for its bearer. */
function metricsServer(token: Buffer | undefined): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized\n');
      return;
    }
    answerScrape(response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

/**
 * Prometheus metrics (issue 39): every request timed by route template and status class, the
 * requests in flight, and the scrape endpoints. The metrics port is opened with the app and
 * closed with it; the main port serves `/metrics` only to the bearer of METRICS_TOKEN.
 */
export const metricsPlugin = fp(
  async (fastify: FastifyInstance, options: { metrics: MetricsConfig }) => {
    const leaveFlight = () => httpRequestsInFlight.dec();
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!request.routeOptions.config.eventStream) {
        httpRequestsInFlight.inc();
        // 'close' comes for every response, answered or abandoned by its client ('on': the
        // response is dropped after it, and 'once' would wrap and unhook the listener each time).
        reply.raw.on('close', leaveFlight);
      }
      done();
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      const { eventStream, upload } = request.routeOptions.config;
      if (!eventStream) requestSeries(request, reply).observe(reply.elapsedTime / 1000);
      const refusal = upload && REFUSALS[reply.statusCode];
      if (refusal) uploadsRefused.inc({ kind: upload, reason: refusal });
      done();
    });

    const token = options.metrics.token === undefined ? undefined : digest(options.metrics.token);
    if (token) {
      fastify.get(
        '/metrics',
        { schema: { hide: true }, config: { authentication: false }, compress: false },
        async (request, reply) => {
          if (!bearerMatches(request.headers.authorization, token)) {
            return reply
              .code(401)
              .header('www-authenticate', 'Bearer realm="metrics"')
              .type('text/plain')
              .send('Unauthorized\n');
          }
          return reply
            .type(SCRAPE_CONTENT_TYPE)
            .header('cache-control', 'no-store')
            .send(await scrape());
        },
      );
    }

    let server: Server | undefined;
    fastify.decorate('metricsAddress', () => server?.address() as AddressInfo | undefined);
    const { port, host } = options.metrics;
    if (port === undefined) return;
    fastify.addHook('onReady', async () => {
      server = metricsServer(token);
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => resolve());
      });
      fastify.log.info(`metrics at http://${host}:${(server.address() as AddressInfo).port}/metrics`);
    });
    fastify.addHook('onClose', async () => {
      if (!server?.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    });
  },
  { name: 'metrics' },
);
