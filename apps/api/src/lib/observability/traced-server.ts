import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { SpanStatusCode } from '@opentelemetry/api';
import { inServerSpan } from './tracing';

/**
 * Fastify's `serverFactory` when tracing is on: each request runs inside its server span, so the
 * database, Redis and gateway spans started while answering it become its children. The span is
 * named by method until Fastify has matched the route (see `nameServerSpan`), and ends when the
 * response is finished or abandoned.
 */
export function tracedServer(handler: RequestListener): Server {
  return createServer(function tracedRequest(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? 'GET';
    const attributes = {
      'http.request.method': method,
      // The path without the query: a query can carry one-time tickets and signed-link signatures.
      'url.path': (request.url ?? '/').split('?')[0]!,
      'user_agent.original': request.headers['user-agent'] ?? '',
    };
    inServerSpan(request.headers, method, attributes, (span) => {
      response.once('close', () => {
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        if (!response.writableFinished) span.setAttribute('http.response.abandoned', true);
        span.end();
      });
      handler(request, response);
    });
  });
}
