import type { CreateReviewRequest } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

/**
 * POST /api/Review/create from the order detail (spec 7.4: OrderItemId, CustomerId, ProviderId,
 * Rating, Comment). Failures carry the server's message, else 'Failed to submit review' (the
 * client's fallback). Success refreshes every ['reviews', ...] read: this order's reviews and the
 * listing's reviews and average.
 */
export function useCreateReview() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewRequest) => api.reviews.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
