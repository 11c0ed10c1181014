import type { OrderItem, Review } from '@marketplace/contract';
import { REVIEW_MESSAGES } from '@marketplace/contract';
import { StarRating } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useContractText, useT } from '@/lib/text';
import { useCreateReview } from './api/create-review';
import { ReviewForm } from './review-form';

export interface ItemReviewProps {
  readonly item: OrderItem;
  /**
   * The customer's review of this item (GET /api/Review/order/{id}); null when there is none, and
   * undefined while that is not known yet, so the offer never flashes before a review it hides.
   */
  readonly review: Review | null | undefined;
}

function ExistingReview({ review }: { review: Review }) {
  const t = useT();
  return (
    <Box component="section" aria-label={t('account.review.yours')} sx={{ marginBlockStart: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('account.review.yours')}
      </Typography>
      <StarRating value={review.Rating} />
      {review.Comment && (
        <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {review.Comment}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The review area of one order item (spec 4): nothing unless the item is Completed; its review once
 * written; otherwise 'Rate & Review This Item', which opens the form. After a successful submit the
 * form closes and 'Thank you for your review!' stays, announced through a status region.
 */
export function ItemReview({ item, review }: ItemReviewProps) {
  const { user } = useSession();
  const t = useT();
  const ct = useContractText();
  const create = useCreateReview();
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  if (item.Status !== 'Completed' || review === undefined) return null;

  const submit = async (values: { Rating: number; Comment: string }) => {
    // Spec 5: a review is sent only with a known user id (the guard makes it so; TypeScript asks).
    if (!user) throw new Error(REVIEW_MESSAGES.fallback);
    await create.mutateAsync({
      OrderItemId: item.OrderItemId,
      CustomerId: user.userId,
      ProviderId: item.ProviderId,
      Rating: values.Rating,
      Comment: values.Comment,
    });
    setOpen(false);
    setThanked(true);
  };

  return (
    <Box sx={{ marginBlockStart: 1 }}>
      {thanked && (
        <Alert severity="success" role="status" sx={{ marginBlockStart: 1 }}>
          {ct(REVIEW_MESSAGES.thanks)}
        </Alert>
      )}
      {review && <ExistingReview review={review} />}
      {!review && !thanked && !open && (
        <Button ref={openButton} variant="outlined" size="small" onClick={() => setOpen(true)}>
          {t('account.review.rate')}
        </Button>
      )}
      {!review && !thanked && open && (
        <ReviewForm
          itemName={item.Name}
          onSubmit={submit}
          onCancel={() => {
            setOpen(false);
            // Back to the button that opened the form, so keyboard users keep their place.
            requestAnimationFrame(() => openButton.current?.focus());
          }}
        />
      )}
    </Box>
  );
}
