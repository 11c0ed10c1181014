// Wire details every request shares (spec section 7, preamble).

/**
 * The API is often demoed through an ngrok tunnel, whose free tier answers browser requests with
 * an HTML warning page instead of the API's JSON unless this header is present (any value).
 * Sending it everywhere costs nothing and keeps demos working.
 */
export const TUNNEL_WARNING_HEADER = 'ngrok-skip-browser-warning';
export const TUNNEL_WARNING_VALUE = 'true';

/** Token rotation endpoint (spec 7.1); the body carries {JwtToken, RefreshToken}. */
export const REFRESH_PATH = '/api/Auth/refresh';

/**
 * Sign-in, registration, refresh, logout and the mailed-link calls live here. They never need a
 * fresh access token, and a 401 from them means wrong credentials, so they never refresh.
 */
export const AUTH_PATH_PREFIX = '/api/Auth/';

/** Statuses after which a request is retried once with refreshed tokens (spec 7, preamble). */
export const AUTH_FAILURE_STATUSES: ReadonlySet<number> = new Set([401, 403]);
