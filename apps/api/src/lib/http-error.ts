/**
 * An expected failure with a status code and a message meant for the person using the app
 * (the spec's texts where it has them). Services throw these; the error handler renders them.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Said when a store the request needs (Redis) does not answer: nothing was done, try again. */
export const BRIEFLY_UNAVAILABLE = 'This is briefly unavailable. Please try again in a minute.';
export const briefOutage = () => new HttpError(503, BRIEFLY_UNAVAILABLE);

/** A 429 that says how long to wait; the route sends `retryAfterSeconds` as the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
