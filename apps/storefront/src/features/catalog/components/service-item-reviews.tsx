import { DEFAULT_TIMEZONE } from '@marketplace/contract';
import { StarRating, PaginationBar } from '@marketplace/ui';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useLocation } from 'react-router';
import {
  REVIEWS_PAGE_SIZE,
  reviewsPageOf,
  useServiceItemReviews,
  withReviewsPage,
} from '../api/get-service-item-reviews';
import { QueryError } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

// A listing's reviews, newest first, a few per page. The page is in the URL (?ReviewsPage=2), so
// the pager's links work before hydration and without JavaScript. Paging replaces the history
// entry and keeps its state: Back still leaves the listing ("Back to results" goes back in history).

// In Bahrain time, as every date of the marketplace (spec: timezone Asia/Bahrain), so the server's
// render and the visitor's browser write the same day.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DEFAULT_TIMEZONE,
});

export interface ServiceItemReviewsProps {
  readonly serviceItemId: string;
  /** The section's heading id, so the page can label the section with it. */
  readonly headingId: string;
}

export function ServiceItemReviews({ serviceItemId, headingId }: ServiceItemReviewsProps) {
  const [params, setParams] = useUrlSearchParams();
  const { state } = useLocation();
  const page = reviewsPageOf(params);
  const setPage = (next: number) => setParams((current) => withReviewsPage(current, next), { replace: true, state });
  const pageHref = (next: number) => {
    const query = withReviewsPage(params, next).toString();
    return `${paths.serviceItem.getHref(serviceItemId)}${query ? `?${query}` : ''}`;
  };
  const { data, error, isPending, isError, refetch } = useServiceItemReviews(serviceItemId, page);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h5">
        Reviews
      </Typography>
      {isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading reviews">
          <Skeleton width="40%" />
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </Stack>
      ) : isError ? (
        <QueryError error={error} fallback="Failed to fetch reviews" onRetry={() => void refetch()} />
      ) : data.Items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No reviews yet.</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.Items.map((review, index) => (
              <Fragment key={review.ReviewId}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <Stack component="li" spacing={0.5}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      <bdi>{review.ReviewerName}</bdi>
                    </Typography>
                    <StarRating value={review.Rating} />
                    <Typography
                      component="time"
                      dateTime={review.CreatedAt}
                      variant="body2"
                      sx={{ color: 'text.secondary' }}
                    >
                      {dateFormat.format(new Date(review.CreatedAt))}
                    </Typography>
                  </Stack>
                  {review.Comment && (
                    <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {review.Comment}
                    </Typography>
                  )}
                </Stack>
              </Fragment>
            ))}
          </Stack>
          <PaginationBar
            page={data.Page}
            pageSize={REVIEWS_PAGE_SIZE}
            totalItems={data.TotalItems}
            noun="reviews"
            onPageChange={setPage}
            getPageHref={pageHref}
            ariaLabel="Review pages"
          />
        </>
      )}
    </Stack>
  );
}
