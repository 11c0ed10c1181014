import { DEFAULT_TIMEZONE, type Locale } from '@marketplace/contract';
import { formatDate, useLocale } from '@marketplace/i18n';
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
import { useT } from '@/lib/text';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useAppHref } from '../hooks/use-app-href';

// A listing's reviews, newest first, a few per page. The page is in the URL (?ReviewsPage=2), so
// the pager's links work before hydration and without JavaScript. Paging replaces the history
// entry and keeps its state: Back still leaves the listing ("Back to results" goes back in history).

// In Bahrain time, as every date of the marketplace (spec: timezone Asia/Bahrain), so the server's
// render and the visitor's browser write the same day. English keeps its day-first "16 October
// 2026"; Arabic takes the shared format, which is day-first too ("16 أكتوبر 2026").
const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DEFAULT_TIMEZONE,
});
const reviewDate = (iso: string, locale: Locale) =>
  locale === 'en' ? englishDate.format(new Date(iso)) : formatDate(iso, locale, 'long');

export interface ServiceItemReviewsProps {
  readonly serviceItemId: string;
  /** The section's heading id, so the page can label the section with it. */
  readonly headingId: string;
}

export function ServiceItemReviews({ serviceItemId, headingId }: ServiceItemReviewsProps) {
  const t = useT();
  const locale = useLocale();
  const appHref = useAppHref();
  const [params, setParams] = useUrlSearchParams();
  const { state } = useLocation();
  const page = reviewsPageOf(params);
  const setPage = (next: number) => setParams((current) => withReviewsPage(current, next), { replace: true, state });
  const pageHref = (next: number) => {
    const query = withReviewsPage(params, next).toString();
    // The browser's URL (under /ar in Arabic): the pager's links work before hydration.
    return appHref(`${paths.serviceItem.getHref(serviceItemId)}${query ? `?${query}` : ''}`);
  };
  const { data, error, isPending, isError, refetch } = useServiceItemReviews(serviceItemId, page);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h5">
        {t('catalog.reviews.title')}
      </Typography>
      {isPending ? (
        <Stack spacing={1} role="status" aria-label={t('catalog.reviews.loading')}>
          <Skeleton width="40%" />
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </Stack>
      ) : isError ? (
        <QueryError error={error} fallback={t('catalog.reviews.loadFailed')} onRetry={() => void refetch()} />
      ) : data.Items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('catalog.reviews.empty')}</Typography>
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
                      {reviewDate(review.CreatedAt, locale)}
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
            noun={(total) => t('catalog.reviews.noun', { count: total })}
            onPageChange={setPage}
            getPageHref={pageHref}
            ariaLabel={t('catalog.reviews.pages')}
          />
        </>
      )}
    </Stack>
  );
}
