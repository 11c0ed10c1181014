import {
  decodeTokenClaims,
  fallbacksFor,
  isTokenExpired,
  type ErrorFallbacks,
  type Locale,
} from '@marketplace/contract';
import { ApiError } from './api-error';
import {
  AUTH_FAILURE_STATUSES,
  AUTH_PATH_PREFIX,
  REFRESH_PATH,
  TUNNEL_WARNING_HEADER,
  TUNNEL_WARNING_VALUE,
} from './constants';
import { createSessionRefresher } from './session-refresher';
import type { SessionStore } from './session-store';
import { readBody, signalFor } from './fetch-helpers';
import { buildQuery, joinUrl, type QueryParams } from './url';
import { xhrFetch, type UploadProgress } from './xhr-fetch';

// The single HTTP client of both apps (spec section 7, preamble): one base address, credentials,
// the tunnel-warning header, the bearer from the persisted session while it is unexpired, and on
// a 401 or 403 one shared refresh followed by one retry of the request.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly query?: QueryParams;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as multipart; fetch writes the Content-Type with its boundary. */
  readonly formData?: FormData;
  readonly headers?: Readonly<Record<string, string>>;
  /** The texts of spec section 8 for this call; defaults to 'Unknown error'. */
  readonly fallbacks?: ErrorFallbacks;
  /** Per attempt; 0 (the default, REQUEST_TIMEOUT_MS) waits as long as the server takes. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** 'blob': a successful answer's body as bytes (a file to save), not read as JSON or text. */
  readonly responseType?: 'blob';
  /** Bytes of the body sent so far; in browsers the request then goes through XMLHttpRequest. */
  readonly onUploadProgress?: UploadProgress;
}

export interface HttpClientOptions {
  /** '' (default) calls the page's own origin, where apps/api serves both apps. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly session: SessionStore;
  /** Called once the session was cleared because it could not be renewed: go to /start. */
  readonly onSessionExpired: () => void;
  /** Milliseconds since the epoch; injectable so tests can pin token expiry. */
  readonly now?: () => number;
  /**
   * The reader's language, sent as Accept-Language: the API answers its messages (and, where it
   * has them, names and descriptions) in it. A function, so a language switch needs no new client.
   */
  readonly language?: () => Locale;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** The absolute URL of a path, for links and EventSource, which cannot go through fetch. */
  url(path: string, query?: QueryParams): string;
  /** Renews the tokens through the same single-flight refresh the requests use. */
  refreshSession(): Promise<boolean>;
  /** The reader's language the client was given (`language`), for URLs that cannot carry headers. */
  language(): Locale | undefined;
  readonly session: SessionStore;
}

const DEFAULT_FALLBACKS = fallbacksFor('unknown');

const isAuthPath = (path: string) => path.toLowerCase().startsWith(AUTH_PATH_PREFIX.toLowerCase());

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { session, now = Date.now } = options;
  const baseUrl = options.baseUrl ?? '';
  // Looked up per call, so a fetch patched after start-up (polyfill, test double) is used.
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = (path: string, query?: QueryParams) => joinUrl(baseUrl, path) + buildQuery(query);

  /** Spec section 4: an expired (or unreadable) stored token is treated as absent. */
  function accessToken(): string | null {
    const jwt = session.read()?.jwtToken;
    const claims = decodeTokenClaims(jwt);
    return jwt && claims && !isTokenExpired(claims, now()) ? jwt : null;
  }

  function headersFor(call: RequestOptions, bearer: string | null): Headers {
    const headers = new Headers({ Accept: 'application/json', [TUNNEL_WARNING_HEADER]: TUNNEL_WARNING_VALUE });
    if (call.body !== undefined) headers.set('Content-Type', 'application/json');
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    if (options.language) headers.set('Accept-Language', options.language());
    for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
    return headers;
  }

  const refresher = createSessionRefresher({
    session,
    onSessionExpired: options.onSessionExpired,
    postRefresh: (body) =>
      fetchImpl(url(REFRESH_PATH), {
        method: 'POST',
        credentials: 'include',
        headers: headersFor({ body }, null),
        body: JSON.stringify(body),
      }),
  });

  async function send(method: HttpMethod, path: string, call: RequestOptions) {
    const bearer = accessToken();
    const fallbacks = call.fallbacks ?? DEFAULT_FALLBACKS;
    try {
      const init: RequestInit = {
        method,
        credentials: 'include',
        headers: headersFor(call, bearer),
        body: call.formData ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
        signal: signalFor(call.timeoutMs, call.signal),
      };
      const progress = typeof XMLHttpRequest === 'undefined' ? undefined : call.onUploadProgress;
      const target = url(path, call.query);
      const response = await (progress ? xhrFetch(target, init, progress) : fetchImpl(target, init));
      return { response, bearer };
    } catch (cause) {
      // A caller's own cancellation (e.g. TanStack Query) is not an error to show.
      if (call.signal?.aborted) throw cause;
      throw new ApiError({ method, path, fallbacks, cause });
    }
  }

  async function settle<T>(method: HttpMethod, path: string, call: RequestOptions, response: Response): Promise<T> {
    if (response.ok && call.responseType === 'blob') return (await response.blob()) as T;
    const body = await readBody(response);
    if (response.ok) return body as T;
    throw new ApiError({
      method,
      path,
      status: response.status,
      body,
      fallbacks: call.fallbacks ?? DEFAULT_FALLBACKS,
    });
  }

  async function request<T>(method: HttpMethod, path: string, call: RequestOptions = {}): Promise<T> {
    const first = await send(method, path, call);
    const { status } = first.response;
    if (!AUTH_FAILURE_STATUSES.has(status) || isAuthPath(path)) {
      return settle<T>(method, path, call, first.response);
    }
    // Another request may have renewed the tokens while this one was in flight: use them rather
    // than rotating the refresh token again.
    const current = accessToken();
    const renewed = (current !== null && current !== first.bearer) || (await refresher.refresh());
    if (!renewed) {
      const body = await readBody(first.response);
      const fallbacks = call.fallbacks ?? DEFAULT_FALLBACKS;
      throw new ApiError({ method, path, status, body, fallbacks, sessionExpired: true });
    }
    // Retried once (REQUEST_RETRY_AFTER_REFRESH): a second 401/403 is the answer, not a reason to loop.
    const second = await send(method, path, call);
    return settle<T>(method, path, call, second.response);
  }

  return {
    request,
    url,
    refreshSession: () => refresher.refresh(),
    language: () => options.language?.(),
    session,
  };
}
