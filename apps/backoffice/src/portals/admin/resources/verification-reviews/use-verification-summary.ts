import { isApiError } from '@marketplace/client';
import type { DocumentReviewRequest, ProviderVerificationSummary } from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { api } from '@/api';
import { VERIFICATION_REVIEWS_RESOURCE } from '@/portals/admin/live/use-admin-inbox-badges';

// A business's documents on its review page (issue 38): GET /api/Provider/{id}/verification, read
// under the queue's resource name so the notification stream's refresh of the queue (a business
// sending documents) reads it again too. Each document's signed Url opens its file for 15 minutes:
// the summary is read again before that, so a page left open keeps working links.

/** Read again after 10 minutes, inside the 15 a signed link lasts. */
const LINKS_RENEWED_MS = 10 * 60_000;

/** A refusal (no such business, not allowed) is said at once; a failure of the network or server is tried again. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 3 && !(isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500);

export const summaryKey = (providerId: string) => [VERIFICATION_REVIEWS_RESOURCE, 'summary', providerId] as const;

export function useVerificationSummary(providerId: string) {
  return useQuery({
    queryKey: summaryKey(providerId),
    queryFn: () => api.verification.summary(providerId),
    refetchInterval: LINKS_RENEWED_MS,
    staleTime: LINKS_RENEWED_MS,
    retry: retryUnlessRefused,
  });
}

export interface DocumentDecision {
  readonly documentId: string;
  readonly body: DocumentReviewRequest;
  /** Said in the notification once the API took it: "Document accepted: CR certificate." */
  readonly done: string;
}

/**
 * Accepts a document or asks for changes (PATCH .../documents/{documentId}/review). The answer is
 * the business's new summary, shown at once; then everything on screen is read again (the queue,
 * the inbox counts, the business's state). A refusal is notified in the API's words.
 */
export function useDocumentDecision(providerId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ documentId, body }: DocumentDecision) => api.verification.review(providerId, documentId, body),
    onSuccess: (summary: ProviderVerificationSummary, { done }) => {
      queryClient.setQueryData(summaryKey(providerId), summary);
      notify(done, { type: 'info' });
      onDone?.();
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
}
