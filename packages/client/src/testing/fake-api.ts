import { jsonResponse } from './fake-fetch';

// A scripted stand-in for fetch by route: "METHOD /path" answers JSON and every call is recorded,
// so a screen test says what the server answers and checks what the screen sent.

export interface RecordedCall {
  readonly method: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Headers;
}

export type Answer =
  { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

export interface FakeApi {
  readonly fetch: typeof globalThis.fetch;
  readonly calls: RecordedCall[];
  callsTo(method: string, pathname: string): RecordedCall[];
  /** Adds or replaces a route after the screen rendered (a second answer, an error). */
  route(key: string, answer: Answer): void;
}

/**
 * `routes` keys are "GET /api/Category" (exact pathname) or "GET /api/service-items/*" (prefix).
 * Unrouted calls answer 404 so a missing stub fails loudly in the test that forgot it.
 */
export function createFakeApi(routes: Record<string, Answer> = {}): FakeApi {
  const calls: RecordedCall[] = [];
  const find = (method: string, pathname: string) => {
    const exact = routes[`${method} ${pathname}`];
    if (exact) return exact;
    const prefix = Object.keys(routes).find(
      (key) => key.endsWith('/*') && `${method} ${pathname}`.startsWith(key.slice(0, -1)),
    );
    return prefix ? routes[prefix] : undefined;
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://same-origin.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      pathname: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const answer = find(call.method, call.pathname);
    if (!answer) return jsonResponse(404, { Message: `No fake for ${call.method} ${call.pathname}` });
    const { status = 200, body: responseBody } = typeof answer === 'function' ? answer(call) : answer;
    return jsonResponse(status, responseBody);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (method, pathname) => calls.filter((call) => call.method === method && call.pathname === pathname),
    route: (key, answer) => {
      routes[key] = answer;
    },
  };
}
