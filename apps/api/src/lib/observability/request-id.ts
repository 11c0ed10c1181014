import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { currentSpan } from './tracing';

// The request id in every log line and in the `x-request-id` header is the trace id (issue 39):
// with tracing on, the id of the trace the request's span belongs to; with it off, the caller's
// W3C `traceparent` trace id when it sent one, so logs still join across services, else a sane
// `x-request-id` of the caller's, else a new id of the same shape (32 hex digits).

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;
const ZERO_TRACE = '0'.repeat(32);
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

function incomingTraceId(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const traceId = TRACEPARENT.exec(header.trim())?.[1];
  return traceId === ZERO_TRACE ? undefined : traceId;
}

/** Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const span = currentSpan();
  if (span) return span.spanContext().traceId;
  const traced = incomingTraceId(request.headers.traceparent);
  if (traced) return traced;
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
  // randomUUID draws from a batch of entropy it keeps; randomBytes(16) asked for new bytes on
  // every request, and its buffers and the GC they caused were 5% of a busy catalog's CPU
  // (profiled, issue 39).
  return randomUUID().replaceAll('-', '');
}
