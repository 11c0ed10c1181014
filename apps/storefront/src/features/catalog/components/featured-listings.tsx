import { DEFAULT_FALLBACKS, type ListingType } from '@marketplace/contract';
import Typography from '@mui/material/Typography';
import { useServiceItems } from '../api/get-service-items';
import { FEATURED_COUNT, featuredQuery } from '../lib/home-queries';
import { QueryError } from '@/components/query-states';
import { useT } from '@/lib/text';
import { ServiceGrid, ServiceGridSkeleton } from './service-grid';

// The home page's featured rows: the best-rated listings of one type (see featuredQuery).

export function FeaturedListings({ type }: { readonly type: ListingType }) {
  const t = useT();
  const { data, error, isPending, isError, refetch } = useServiceItems(featuredQuery(type));
  if (isPending) return <ServiceGridSkeleton count={FEATURED_COUNT} />;
  if (isError) {
    return <QueryError error={error} fallback={DEFAULT_FALLBACKS.fetchServiceItems} onRetry={() => void refetch()} />;
  }
  if (data.Items.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        {t(type === 'service' ? 'catalog.featured.emptyServices' : 'catalog.featured.emptyItems')}
      </Typography>
    );
  }
  return <ServiceGrid items={data.Items} />;
}
