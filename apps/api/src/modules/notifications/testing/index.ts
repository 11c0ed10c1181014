import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

// Reading the live stream the way a browser does: over real HTTP, parsing the event-stream text.

export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function parseBlock(block: string): StreamEvent | null {
  const event: StreamEvent = { event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : null;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The error body when the stream was refused. */
  body: string;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Comment lines (heartbeats) received so far. */
  comments: number;
  /** Resolves with the first event from index `from` matching `accept`, or rejects after `timeoutMs`. */
  waitFor(accept: (event: StreamEvent) => boolean, timeoutMs?: number, from?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const stream: OpenStream = {
    status: response.status,
    headers: response.headers,
    body: response.status === 200 ? '' : await response.text(),
    events: [],
    comments: 0,
    waitFor: (accept, timeoutMs = 1000, from = 0) =>
      new Promise((resolve, reject) => {
        const check = () => stream.events.slice(from).find(accept);
        const timer = setTimeout(() => {
          clearInterval(poll);
          reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`));
        }, timeoutMs);
        const poll = setInterval(() => {
          const found = check();
          if (!found) return;
          clearInterval(poll);
          clearTimeout(timer);
          resolve(found);
        }, 5);
      }),
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  stream.ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block);
          if (event) stream.events.push(event);
          else if (block.startsWith(':')) stream.comments += 1;
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return stream;
}

export const unreadCountOf = (event: StreamEvent) => (JSON.parse(event.data) as { UnreadCount: number }).UnreadCount;
