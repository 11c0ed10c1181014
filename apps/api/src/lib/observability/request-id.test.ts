import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('requestIdOf (tracing off)', () => {
  it('makes new ids of a trace id’s shape, never the same twice across batches', () => {
    const ids = Array.from({ length: 700 }, () => requestIdOf(requestWith({})));
    for (const id of ids) expect(id).toMatch(/^[\da-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes the trace id of a W3C traceparent first, then a sane x-request-id', () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(requestIdOf(requestWith({ traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'a' }))).toBe(
      traceId,
    );
    expect(requestIdOf(requestWith({ traceparent: 'garbage', 'x-request-id': 'job-42' }))).toBe('job-42');
    expect(requestIdOf(requestWith({ 'x-request-id': 'a b<script>' }))).toMatch(/^[\da-f]{32}$/);
  });
});
