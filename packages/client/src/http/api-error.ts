import { errorMessageFromResponse, type ErrorFallbacks } from '@marketplace/contract';

// The one error type every call rejects with. Its message follows spec section 8 (contract's
// errorMessageFromResponse): the server's Message or message, then the call's per-status text,
// then the error's own text (network failures only), then the call's fallback.

export interface ApiErrorInit {
  readonly method: string;
  readonly path: string;
  /** The HTTP status; undefined when no response arrived (offline, DNS, CORS, time-out). */
  readonly status?: number;
  /** The parsed response body (JSON when the server sent JSON, else text). */
  readonly body?: unknown;
  readonly fallbacks: ErrorFallbacks;
  /** What fetch threw, for network failures. */
  readonly cause?: unknown;
  /** True when the refresh was impossible or failed and the session was cleared. */
  readonly sessionExpired?: boolean;
}

function ownMessageOf(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.message : undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly body: unknown;
  /** Screens can skip their error toast: the app is already on its way to /start. */
  readonly sessionExpired: boolean;

  constructor(init: ApiErrorInit) {
    // An HTTP error has no "own message" worth showing ("Request failed with status code 500"),
    // so after the server and status texts the call's fallback wins; a network failure keeps the
    // browser's text, as spec section 8 puts "the error text" before the fallback.
    super(errorMessageFromResponse(init.status, init.body, init.fallbacks, ownMessageOf(init.cause)), {
      cause: init.cause,
    });
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.sessionExpired = init.sessionExpired ?? false;
  }

  /** The same error read with another screen's texts, e.g. the customer portal's 403 text. */
  messageWith(fallbacks: ErrorFallbacks): string {
    return errorMessageFromResponse(this.status, this.body, fallbacks, ownMessageOf(this.cause));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
