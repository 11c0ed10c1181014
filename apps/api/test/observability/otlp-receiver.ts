import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test support: an OTLP/HTTP receiver on a free loopback port, as a collector would be, keeping the
// spans it is sent (JSON encoding: the exporter the API uses).

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client. */
  kind: number;
  startTimeUnixNano: string;
  attributes: Record<string, unknown>;
  service: string;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpRequest {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { spans: (Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes: OtlpAttribute[] })[] }[];
  }[];
}

const valueOf = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue === undefined ? undefined : Number(value.intValue)) ??
  value.boolValue ??
  value.doubleValue;
const attributesOf = (attributes: OtlpAttribute[]) =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, valueOf(attribute.value)]));

export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.push(request.headers['content-type'] ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest;
      for (const resourceSpan of body.resourceSpans) {
        const service = String(attributesOf(resourceSpan.resource.attributes)['service.name']);
        for (const scope of resourceSpan.scopeSpans) {
          for (const span of scope.spans) spans.push({ ...span, attributes: attributesOf(span.attributes), service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The spans under `root`, drawn as an indented tree (children in the order they started). */
export function spanTree(spans: ReceivedSpan[], root: ReceivedSpan, depth = 0): string[] {
  const children = spans
    .filter((span) => span.parentSpanId === root.spanId && span.traceId === root.traceId)
    .sort((a, b) => (BigInt(a.startTimeUnixNano) < BigInt(b.startTimeUnixNano) ? -1 : 1));
  return [`${'  '.repeat(depth)}${root.name}`, ...children.flatMap((child) => spanTree(spans, child, depth + 1))];
}
