import { isApiError } from '@marketplace/client';
import { HttpError } from 'react-admin';

/**
 * react-admin shows `error.message` in its notifications and hands `error.status` to the auth
 * provider's checkError. packages/client already chose the message (the server's Message, or the
 * spec's section-8 text for the call when the server gives none), so it is passed on unchanged.
 */
export function toHttpError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  // A network failure has no status: 0, which checkError treats as "not an auth problem".
  return new HttpError(error.message, error.status ?? 0, { message: error.message });
}

/** Runs a call and converts its failure for react-admin. */
export async function converted<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

/** A method a resource does not offer (for example deleting a category: it is disabled instead). */
export function unsupported(resource: string, method: string): never {
  throw new HttpError(`${method} is not available for ${resource}.`, 405);
}
