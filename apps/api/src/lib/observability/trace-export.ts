import { context, propagation, trace } from '@opentelemetry/api';
import { APP_VERSION } from '../../config/version';
import { useTracer } from './tracing';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  /** OTEL_SERVICE_NAME (`marketplace-api`). */
  serviceName: string;
  /** OTEL_TRACES_SAMPLER_ARG: the share of new traces kept, 0 to 1 (a caller's decision is followed). */
  sampleRatio: number;
}

export interface TracingHandle {
  /** Sends what is still buffered and stops; tracing is off afterwards. */
  shutdown(): Promise<void>;
  /** Sends what is buffered now (tests wait for their spans with it). */
  flush(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK: spans batched and sent over OTLP/HTTP as JSON, contexts carried
 * through `await` by AsyncLocalStorage, W3C trace context read from requests. The SDK's modules are
 * loaded here, only when tracing is configured, so a server without it never even parses them.
 */
export async function startTracing(options: TracingOptions): Promise<TracingHandle> {
  const [
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator, suppressTracing },
    sdk,
    { OTLPTraceExporter },
    resources,
  ] = await Promise.all([
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': options.serviceName,
      'service.version': APP_VERSION,
    }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter })],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  useTracer(provider.getTracer('marketplace-api', APP_VERSION), suppressTracing);
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      useTracer(undefined);
      await provider.shutdown();
      // The API's globals can be set once per registration: disabling lets a later start set them.
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
