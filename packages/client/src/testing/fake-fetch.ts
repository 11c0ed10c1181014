// A scripted stand-in for fetch: records every request and answers from a responder function.
// The client's own tests check what it sends and how it reacts; the apps' tests use it (and the
// route table of fake-api.ts built on it) through `@marketplace/client/testing`.

export interface RecordedRequest {
  readonly url: string;
  /** Path and query, e.g. '/api/Order/customer/1?page=2'. */
  readonly path: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly method: string;
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
  /** Parsed JSON, the FormData as sent, or undefined. */
  readonly body: unknown;
  readonly signal: AbortSignal | undefined;
}

export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

export function createFakeFetch(responder: Responder) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const parsed = new URL(url, 'http://same-origin.test');
    const request: RecordedRequest = {
      url,
      path: parsed.pathname + parsed.search,
      pathname: parsed.pathname,
      query: parsed.searchParams,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: parseBody(init.body),
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return responder(request);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    to: (pathname: string) => requests.filter((request) => request.pathname === pathname),
  };
}

/** A promise to resolve by hand, to hold a response until every concurrent request is waiting. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
