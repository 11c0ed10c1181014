import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { currentSpan } from './tracing';

// The request id in every log line and in the `x-request-id` header is the trace id (issue 39):
// with tracing on, the id of the trace the request's span belongs to; with it off, the caller's
// W3C `traceparent` trace id when it sent one, so logs still join across services, else a sane
// `x-request-id` of the caller's, else a new id of the same shape (32 hex digits).

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;
const ZERO_TRACE = '0'.repeat(32);
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * New ids are cut from a batch of random bytes, 256 at a time, as randomUUID does for its own:
 * asking for 16 bytes per request (and the GC of their buffers) was 5% of a busy catalog's CPU,
 * and a UUID without its dashes cost twice a UUID (profiled and measured, issue 39).
 */
const IDS_PER_BATCH = 256;
let batch = Buffer.alloc(0);
let nextInBatch = IDS_PER_BATCH;

function newTraceShapedId(): string {
  if (nextInBatch === IDS_PER_BATCH) {
    batch = randomBytes(16 * IDS_PER_BATCH);
    nextInBatch = 0;
  }
  const start = 16 * nextInBatch++;
  return batch.toString('hex', start, start + 16);
}

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
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newTraceShapedId();
}
