import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, type UseGetListOptions } from 'react-admin';
import type { AdminOrderRecord } from '@/portals/admin/data-provider/orders-resource';

// One page of the orders behind a detail page (GET /api/Admin/orders through the data provider's
// `orders` resource), newest first. The customer page reads page 1 for "Last order" with the same
// parameters as the table, so both share one request.

export type RelatedOrdersFilter = { ProviderId: string } | { CustomerId: string };
export type RelatedOrder = AdminOrderRecord;

export const RELATED_ORDERS_PER_PAGE = 5;

export function useRelatedOrders(
  filter: RelatedOrdersFilter,
  page = 1,
  options: Pick<UseGetListOptions<RelatedOrder>, 'onError'> = {},
) {
  return useGetList<RelatedOrder>(
    'orders',
    {
      pagination: { page, perPage: RELATED_ORDERS_PER_PAGE },
      sort: { field: 'CreatedAt', order: 'DESC' },
      filter,
    },
    // The previous page stays on screen while the next one loads (no table collapsing to a skeleton).
    { placeholderData: keepPreviousData, ...options },
  );
}
