import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link, useCreatePath, useNotify } from 'react-admin';
import { useListLink } from '@/components/list-links';
import { useT } from '@/i18n/text';
import { PagedSectionCard } from '../paged-section-card';
import { RelatedOrdersCards, RelatedOrdersTable, type RelatedOrdersParty } from './related-orders-rows';
import { RELATED_ORDERS_PER_PAGE, useRelatedOrders, type RelatedOrdersFilter } from './use-related-orders';

export interface RelatedOrdersProps {
  /** `{ ProviderId }`: orders with at least one item of that provider; `{ CustomerId }`: that customer's. */
  filter: RelatedOrdersFilter;
  /** The section's heading, translated; "Recent orders" by default. */
  title?: string;
  /** Who else the order involves, shown beside each order. */
  party: RelatedOrdersParty;
}

/**
 * The newest orders behind a provider's or a customer's detail page, paged five at a time, each
 * linking to the admin order detail, with "See all" opening the order list with the same filter.
 */
export function RelatedOrders({ filter, title, party }: RelatedOrdersProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const createPath = useCreatePath();
  const listLink = useListLink();
  const { data, total, error, isPending } = useRelatedOrders(filter, page, {
    onError: (failure) => notify(failure.message || t('admin.components.relatedOrders.failed'), { type: 'error' }),
  });
  const showPath = (id: string) => createPath({ resource: 'orders', id, type: 'show' });
  const seeAll = listLink('orders', filter);
  const count = total ?? 0;
  const Rows = phone ? RelatedOrdersCards : RelatedOrdersTable;

  return (
    <PagedSectionCard
      title={title ?? t('admin.components.relatedOrders.title')}
      action={
        count > 0 ? (
          <Link to={seeAll} sx={{ display: 'inline-block', mt: 1, marginInlineEnd: 1 }}>
            {t('admin.components.relatedOrders.seeAll', { count })}
          </Link>
        ) : null
      }
      texts={{
        loading: t('admin.components.relatedOrders.loading'),
        empty: t('admin.components.relatedOrders.empty'),
        failed: t('admin.components.relatedOrders.failed'),
      }}
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
