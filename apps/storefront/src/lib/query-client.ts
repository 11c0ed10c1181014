import {
  QUERY_GC_TIME_MS,
  QUERY_REFETCH_ON_WINDOW_FOCUS,
  QUERY_RETRY_COUNT,
  QUERY_STALE_TIME_MS,
  STOCK_UPDATED_EVENT,
} from '@marketplace/contract';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@marketplace/client';

// Data-layer defaults of spec section 9: fresh 5 min, kept 10 min, 2 retries, no refetch on focus.

/** Query keys whose data depends on stock; the 'stockUpdated' event drops them. */
export const STOCK_QUERY_ROOTS = ['service-items', 'cart'] as const;

/** A 4xx will not change on retry (not found, forbidden, bad filter); only retry what may pass. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isApiError(error) ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: QUERY_REFETCH_ON_WINDOW_FOCUS,
      },
      mutations: { retry: false },
    },
  });
}

/** Spec section 4: a window 'stockUpdated' event invalidates cached services and inventory data. */
export function listenForStockUpdates(queryClient: QueryClient, target: Window = window): () => void {
  const invalidate = () => {
    for (const root of STOCK_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
  };
  target.addEventListener(STOCK_UPDATED_EVENT, invalidate);
  return () => target.removeEventListener(STOCK_UPDATED_EVENT, invalidate);
}

/** Lets any code (a cart change, a paid order) announce that stock moved. */
export function announceStockUpdate(target: Window = window): void {
  target.dispatchEvent(new Event(STOCK_UPDATED_EVENT));
}
