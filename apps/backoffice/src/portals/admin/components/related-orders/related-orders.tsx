import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link, useCreatePath, useNotify } from 'react-admin';
import { useListLink } from '@/components/list-links';
import { PagedSectionCard } from '../paged-section-card';
import { RelatedOrdersCards, RelatedOrdersTable, type RelatedOrdersParty } from './related-orders-rows';
import { RELATED_ORDERS_PER_PAGE, useRelatedOrders, type RelatedOrdersFilter } from './use-related-orders';

export interface RelatedOrdersProps {
  /** `{ ProviderId }`: orders with at least one item of that provider; `{ CustomerId }`: that customer's. */
  filter: RelatedOrdersFilter;
  title?: string;
  /** Who else the order involves, shown beside each order. */
  party: RelatedOrdersParty;
}

/**
 * The newest orders behind a provider's or a customer's detail page, paged five at a time, each
 * linking to the admin order detail, with "See all" opening the order list with the same filter.
 */
export function RelatedOrders({ filter, title = 'Recent orders', party }: RelatedOrdersProps) {
  const [page, setPage] = useState(1);
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const createPath = useCreatePath();
  const listLink = useListLink();
  const { data, total, error, isPending } = useRelatedOrders(filter, page, {
    onError: (failure) => notify(failure.message || 'The orders could not be loaded.', { type: 'error' }),
  });
  const showPath = (id: string) => createPath({ resource: 'orders', id, type: 'show' });
  const seeAll = listLink('orders', filter);
  const count = total ?? 0;
  const Rows = phone ? RelatedOrdersCards : RelatedOrdersTable;

  return (
    <PagedSectionCard
      title={title}
      action={
        count > 0 ? (
          <Link to={seeAll} sx={{ display: 'inline-block', mt: 1, mr: 1 }}>
            See all {count} orders
          </Link>
        ) : null
      }
      noun="orders"
      isPending={isPending}
      failed={Boolean(error) && !data}
      total={count}
      page={page}
      perPage={RELATED_ORDERS_PER_PAGE}
      onPageChange={setPage}
    >
      <Rows orders={data ?? []} party={party} showPath={showPath} />
    </PagedSectionCard>
  );
}
