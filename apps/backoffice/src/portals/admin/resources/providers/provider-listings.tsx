import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { useT } from '@/i18n/text';
import { PagedSectionCard } from '@/portals/admin/components/paged-section-card';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';
import type { ServiceItemRecord } from '@/portals/admin/data-provider/service-items-resource';
import { listingVisibility } from './listing-visibility';
import { ListingCards, ListingTable, type ListingRow } from './provider-listing-rows';

// A provider's listings, services and items, in every state (GET /api/service-items?ProviderId
// answers an admin all of them), ten a page, with whether the public sees each one and why not.

export const LISTINGS_PER_PAGE = 10;

export function ProviderListings({ providerId, providerActive }: { providerId: string; providerActive: boolean }) {
  const [page, setPage] = useState(1);
  const t = useT();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, total, error, isPending } = useGetList<ServiceItemRecord>(
    'service-items',
    {
      pagination: { page, perPage: LISTINGS_PER_PAGE },
      sort: { field: 'CreatedAt', order: 'DESC' },
      filter: { ProviderId: providerId },
    },
    {
      placeholderData: keepPreviousData,
      onError: (failure) => notify(failure.message || t('admin.providers.listings.failed'), { type: 'error' }),
    },
  );
  // The whole category list (short, and cached for the page's category field): whether each is enabled.
  const { data: categories } = useGetList<CategoryRecord>('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'CategoryName', order: 'ASC' },
  });
  const enabled = new Map((categories ?? []).map((c) => [c.id, c.IsEnable]));
  const rows: ListingRow[] = (data ?? []).map((item) => ({
    item,
    visibility: listingVisibility(item, providerActive, enabled.get(item.CategoryId)),
  }));
  const count = total ?? 0;
  const Rows = phone ? ListingCards : ListingTable;

  return (
    <PagedSectionCard
      title={t('admin.providers.listings.title')}
      action={
        count > 0 ? (
          <Chip
            label={t('admin.providers.listings.inAll', { count })}
            size="small"
            sx={{ mt: 1, marginInlineEnd: 1 }}
          />
        ) : null
      }
      texts={{
        loading: t('admin.providers.listings.loading'),
        empty: t('admin.providers.listings.empty'),
        failed: t('admin.providers.listings.failed'),
      }}
      isPending={isPending}
      failed={Boolean(error) && !data}
      total={count}
      page={page}
      perPage={LISTINGS_PER_PAGE}
      onPageChange={setPage}
    >
      <Rows rows={rows} />
    </PagedSectionCard>
  );
}
