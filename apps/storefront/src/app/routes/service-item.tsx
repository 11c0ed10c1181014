import { DEFAULT_FALLBACKS } from '@marketplace/contract';
import { PageHeader, PhotoGallery } from '@marketplace/ui';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useParams } from 'react-router';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useServiceItem } from '@/features/catalog/api/get-service-item';
import { QueryError } from '@/components/query-states';
import { ServiceItemOverview } from '@/features/catalog/components/service-item-overview';
import { ServiceItemReviews } from '@/features/catalog/components/service-item-reviews';
import { ServiceItemLoading, ServiceItemNotFound } from '@/features/catalog/components/service-item-states';
import { isMissingRecord } from '@/lib/missing-record';
import { usePageTitle } from '@/lib/page-title-provider';
import { brandedTitle, listingTitle } from '@/app/seo/titles';
import { useBackToResults } from '@/features/catalog/hooks/use-back-to-results';
import { useT } from '@/lib/text';

/** /services/:serviceItemId: one listing with its photos, facts, reviews and the add-to-cart control. */
export function Component() {
  const t = useT();
  const { serviceItemId = '' } = useParams();
  const { data: item, error, isPending, refetch } = useServiceItem(serviceItemId);
  const back = useBackToResults();
  const descriptionId = useId();
  const reviewsId = useId();
  const missing = isMissingRecord(error);
  usePageTitle(
    item
      ? brandedTitle(listingTitle(item, t), t)
      : missing
        ? brandedTitle(t('catalog.item.notFound.title'), t)
        : undefined,
  );

  let content;
  if (isPending) content = <ServiceItemLoading />;
  else if (missing) content = <ServiceItemNotFound />;
  else if (!item) {
    content = (
      <>
        <PageHeader title={t('catalog.item.errorTitle')} backLabel={back.label} onBack={back.onBack} />
        <QueryError error={error} fallback={DEFAULT_FALLBACKS.fetchServiceItems} onRetry={() => void refetch()} />
      </>
    );
  } else {
    content = (
      <>
        <PageHeader title={<bdi>{item.Name}</bdi>} backLabel={back.label} onBack={back.onBack} />
        <Grid container spacing={{ xs: 3, md: 5 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PhotoGallery photos={item.Photos} name={item.Name} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ServiceItemOverview item={item} action={<AddToCartButton serviceItem={item} />} />
          </Grid>
        </Grid>
        <Stack spacing={5} sx={{ marginBlockStart: 5, maxInlineSize: 880 }}>
          <Stack component="section" aria-labelledby={descriptionId} spacing={1.5}>
            <Typography id={descriptionId} component="h2" variant="h5">
              {t('catalog.item.about', { type: item.Type })}
            </Typography>
            <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.Description || t('catalog.item.noDescription')}
            </Typography>
          </Stack>
          <ServiceItemReviews serviceItemId={item.ServiceItemId} headingId={reviewsId} />
        </Stack>
      </>
    );
  }
  return <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>{content}</Container>;
}
