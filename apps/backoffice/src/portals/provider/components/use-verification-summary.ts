import type { ProviderVerificationSummary } from '@marketplace/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/api';

// The business's documents and where each stands (GET /api/Provider/{id}/verification), shared by
// Home (the onboarding step and the expiry warning) and the verification page through react-admin's
// query client, so an upload or a submission on the page shows on Home at once.

export const verificationSummaryKey = (providerId: string | undefined) =>
  ['provider', 'verification', providerId] as const;

/** Each document's signed preview link lasts 15 minutes: the summary is read again before then. */
const SIGNED_LINK_REFRESH_MS = 10 * 60 * 1000;

/**
 * The summary of the signed-in business. `keepLinksFresh` (the verification page, which shows the
 * files' links) reads it again before the signed links run out.
 */
export function useVerificationSummary(providerId: string | undefined, { keepLinksFresh = false } = {}) {
  return useQuery<ProviderVerificationSummary>({
    queryKey: verificationSummaryKey(providerId),
    queryFn: () => api.verification.summary(providerId!),
    enabled: providerId !== undefined,
    // A refusal is the answer; the page offers "Try again" for a network failure.
    retry: false,
    refetchInterval: keepLinksFresh ? SIGNED_LINK_REFRESH_MS : false,
  });
}

/** After an upload, a submission or a change of business type: the summary is read again everywhere. */
export function useRefreshVerification(providerId: string | undefined) {
  const queryClient = useQueryClient();
  return {
    refresh: useCallback(
      () => queryClient.invalidateQueries({ queryKey: verificationSummaryKey(providerId) }),
      [queryClient, providerId],
    ),
    /** The API answered the new summary itself (a submission): no second read. */
    replace: useCallback(
      (summary: ProviderVerificationSummary) => queryClient.setQueryData(verificationSummaryKey(providerId), summary),
      [queryClient, providerId],
    ),
  };
}
