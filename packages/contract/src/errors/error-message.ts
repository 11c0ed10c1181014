import type { ErrorFallbacks } from './fallbacks';

// Spec section 8 maps a failed call to a text in a fixed order: the server's Message (or message)
// first, then a text for the HTTP status, then the error's own message, then a fallback. Both apps
// use this one function so the order cannot differ between screens.

function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The server's message from an error body, accepting both spellings (Message wins). */
export function readServerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return nonEmptyString(record['Message']) ?? nonEmptyString(record['message']);
}

export function errorMessageFromResponse(
  status: number | undefined,
  body: unknown,
  fallbacks: ErrorFallbacks,
  ownMessage?: string,
): string {
  const statusText = status === undefined ? undefined : fallbacks.byStatus?.[status];
  return readServerMessage(body) ?? statusText ?? nonEmptyString(ownMessage) ?? fallbacks.fallback;
}

/**
 * Same mapping for whatever a request library threw: reads `response.status`, `response.data`
 * (axios) or `status`, `body` (fetch wrappers), and `message`.
 */
export function errorMessageFromError(error: unknown, fallbacks: ErrorFallbacks): string {
  if (typeof error !== 'object' || error === null) {
    return errorMessageFromResponse(undefined, undefined, fallbacks, typeof error === 'string' ? error : undefined);
  }
  const record = error as Record<string, unknown>;
  const response =
    typeof record['response'] === 'object' && record['response'] !== null
      ? (record['response'] as Record<string, unknown>)
      : undefined;
  const status = response?.['status'] ?? record['status'];
  const body = response ? response['data'] : record['body'];
  return errorMessageFromResponse(
    typeof status === 'number' ? status : undefined,
    body,
    fallbacks,
    typeof record['message'] === 'string' ? record['message'] : undefined,
  );
}
