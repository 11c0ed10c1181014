import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Skeleton,
  TablePagination,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ServiceItem } from '@marketplace/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { listingVisibility } from './listing-visibility';
import { ListingCards, ListingTable, type ListingRow } from './provider-listing-rows';

// A provider's listings, services and items, in every state (GET /api/service-items?ProviderId
// answers an admin all of them), ten a page, with whether the public sees each one and why not.

export const LISTINGS_PER_PAGE = 10;

export function ProviderListings({ providerId, providerActive }: { providerId: string; providerActive: boolean }) {
  const [page, setPage] = useState(1);
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, total, error, isPending } = useGetList<ServiceItem & { id: string }>(
    'service-items',
    {
      pagination: { page, perPage: LISTINGS_PER_PAGE },
      sort: { field: 'CreatedAt', order: 'DESC' },
      filter: { ProviderId: providerId },
    },
    {
      placeholderData: keepPreviousData,
      onError: (failure) => notify(failure.message || 'The listings could not be loaded.', { type: 'error' }),
    },
  );
  // The whole category list (short, and cached for the page's category field): whether each is enabled.
  const { data: categories } = useGetList('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'CategoryName', order: 'ASC' },
  });
  const enabled = new Map((categories ?? []).map((c) => [String(c.id), Boolean(c.IsEnable)]));
  const rows: ListingRow[] = (data ?? []).map((item) => ({
    item,
    visibility: listingVisibility(item, providerActive, enabled.get(item.CategoryId)),
  }));
  const count = total ?? 0;
  const Rows = phone ? ListingCards : ListingTable;

  return (
    <Card variant="outlined" component="section" aria-label="Listings" sx={{ minWidth: 0 }}>
      <CardHeader
        title="Listings"
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={count > 0 ? <Chip label={`${count} in all`} size="small" sx={{ mt: 1, mr: 1 }} /> : null}
      />
      <CardContent sx={{ overflowX: 'auto', maxWidth: '100%', pt: 0 }}>
        {error && !data ? (
          <Alert severity="error">The listings could not be loaded.</Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading listings" />
        ) : count === 0 ? (
          <Typography variant="body2">No listings yet.</Typography>
        ) : (
          <Rows rows={rows} />
        )}
        {count > LISTINGS_PER_PAGE ? (
          <TablePagination
            component="div"
            count={count}
            page={page - 1}
            onPageChange={(_, next) => setPage(next + 1)}
            rowsPerPage={LISTINGS_PER_PAGE}
            rowsPerPageOptions={[]}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
