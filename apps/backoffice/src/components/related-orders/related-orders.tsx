import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  TablePagination,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { Link, useCreatePath, useNotify } from 'react-admin';
import { useListLink } from '../list-links';
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
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          count > 0 ? (
            <Link to={seeAll} sx={{ display: 'inline-block', mt: 1, mr: 1 }}>
              See all {count} orders
            </Link>
          ) : null
        }
      />
      {/* minWidth 0 and overflow: a wide table scrolls inside its card instead of widening the page. */}
      <CardContent sx={{ overflowX: 'auto', maxWidth: '100%', pt: 0 }}>
        {error && !data ? (
          <Alert severity="error">The orders could not be loaded.</Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading orders" />
        ) : count === 0 ? (
          <Typography variant="body2">No orders yet.</Typography>
        ) : (
          <Rows orders={data ?? []} party={party} showPath={showPath} />
        )}
        {count > RELATED_ORDERS_PER_PAGE ? (
          <TablePagination
            component="div"
            count={count}
            page={page - 1}
            onPageChange={(_, next) => setPage(next + 1)}
            rowsPerPage={RELATED_ORDERS_PER_PAGE}
            rowsPerPageOptions={[]}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
