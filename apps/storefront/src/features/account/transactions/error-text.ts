import { isApiError } from '@marketplace/client';
import { DEFAULT_FALLBACKS, transactionsLoadError } from '@marketplace/contract';
import { useCallback } from 'react';
import { useContractText } from '@/lib/text';

/**
 * 'Error loading transactions: {error}' (spec 8), {error} being the client's spec text of the
 * failure: a text of the contract, shown in the page's language (its cause translated with it).
 */
export function useLoadErrorText(): (error: unknown) => string {
  const ct = useContractText();
  return useCallback(
    (error: unknown) =>
      ct(transactionsLoadError(isApiError(error) && error.message ? error.message : DEFAULT_FALLBACKS.unknown)),
    [ct],
  );
}
