import { REQUEST_TIMEOUT_MS } from '@marketplace/contract';

// Small fetch details kept out of the client's control flow.

/** JSON when the server says so, text otherwise, undefined for an empty body (e.g. 204). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The call's own signal, plus a time-out when one is set (uploads: UPLOAD_TIMEOUT_MS). */
export function signalFor(
  timeoutMs: number = REQUEST_TIMEOUT_MS,
  signal: AbortSignal | undefined = undefined,
): AbortSignal | undefined {
  // A fresh time-out per attempt, so the retry after a refresh gets the full time again.
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  if (timeout && signal) return AbortSignal.any([timeout, signal]);
  return timeout ?? signal;
}
