import { isApiError } from '@marketplace/client';
import { transactionsLoadError } from '@marketplace/contract';

/** 'Error loading transactions: {error}' (spec 8), {error} being the client's spec text of the failure. */
export function loadErrorText(error: unknown): string {
  return transactionsLoadError(isApiError(error) && error.message ? error.message : 'Unknown error');
}
