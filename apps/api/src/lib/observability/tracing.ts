import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, Span, Tracer } from '@opentelemetry/api';

// Spans around the work that takes time outside the process (issue 39): HTTP requests in,
// statements to the database, Redis commands, calls to the payment gateway and to the SMTP server.
// Without OTEL_EXPORTER_OTLP_ENDPOINT nothing here is switched on, and every helper is one
// comparison with undefined before doing the work itself: no span objects, no context changes.

let tracer: Tracer | undefined;
/** The SDK's `suppressTracing`, handed over with the tracer (the SDK is loaded only when tracing). */
let suppress: ((active: Context) => Context) | undefined;

/** Set by `startTracing` (trace-export.ts) once the exporter is running; undefined turns tracing off. */
export function useTracer(next: Tracer | undefined, suppressTracing?: (active: Context) => Context): void {
  tracer = next;
  suppress = suppressTracing;
}

export function tracingOn(): boolean {
  return tracer !== undefined;
}

export { SpanKind };

/**
 * Runs `work` inside a span named `name` (a child of the current one): its outcome sets the span's
 * status, an error is recorded on it and thrown on. With tracing off it only runs `work`.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracer) return work(undefined);
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks `span` failed with `error` (recorded as an exception event). */
export function failSpan(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** The span of the request or job running now, if tracing is on and one is. */
export function currentSpan(): Span | undefined {
  return tracer ? trace.getActiveSpan() : undefined;
}

/**
 * Starts the server span of an incoming request, continuing the caller's trace when it sent a W3C
 * `traceparent`, and runs `handle` inside it; `handle` ends it.
 */
export function inServerSpan(
  headers: Record<string, string | string[] | undefined>,
  name: string,
  attributes: Attributes,
  handle: (span: Span) => void,
): void {
  if (!tracer) throw new Error('inServerSpan needs tracing on');
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  context.with(trace.setSpan(parent, span), () => handle(span));
}

/**
 * A child of the current span for work that reports by callback; `endChildSpan` ends it. With
 * tracing off: undefined, and nothing else happens.
 */
export function startChildSpan(name: string, attributes: Attributes, kind: SpanKind): Span | undefined {
  return tracer?.startSpan(name, { kind, attributes });
}

export function endChildSpan(span: Span | undefined, error?: unknown): void {
  if (!span) return;
  if (error) failSpan(span, error);
  span.end();
}

/** Runs `work` with no spans at all (the scrape's probes: a root span every 15 s is noise). */
export function withoutSpans<T>(work: () => T): T {
  return tracer && suppress ? context.with(suppress(context.active()), work) : work();
}
