import { isApiError } from '@marketplace/client';
import { ORDER_ERRORS, type OrderList } from '@marketplace/contract';
import { EmptyState, LoadingOverlay, PaginationBar, ResponsiveList } from '@marketplace/ui';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { ErrorState } from '@/components/query-states';
import { useContractText, useT } from '@/lib/text';
import { useOrderColumns } from './order-columns';

// The list part of My Orders: the table or cards under the 'Loading orders' overlay, the empty and
// error states, and the pager (shown only with more than one page, as spec 2.5 says).

export interface OrderResultsProps {
  readonly data: OrderList | undefined;
  readonly error: unknown;
  /** True while any load runs: the first one, or a new page or filter under the old rows. */
  readonly loading: boolean;
  /** The shown rows are the previous query's (placeholder data) while the new ones load. */
  readonly stale: boolean;
  readonly searching: boolean;
  readonly onRetry: () => void;
  readonly onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

export function OrderResults({ data, error, loading, stale, searching, onRetry, onPageChange }: OrderResultsProps) {
  const t = useT();
  const ct = useContractText();
  const columns = useOrderColumns();
  const region = useRef<HTMLElement>(null);

  // A saved link to page 9 of a list that has since shrunk: show its last page rather than nothing.
  const pastTheEnd = data && !stale && data.Orders.length === 0 && data.TotalPages > 0 && data.Page > data.TotalPages;
  useEffect(() => {
    if (pastTheEnd) onPageChange(data.TotalPages, { replace: true });
  }, [pastTheEnd, data, onPageChange]);

  const goToPage = (page: number) => {
    onPageChange(page);
    // Keyboard and screen reader users land on the new rows, not on the pager at the bottom.
    region.current?.focus();
  };

  let body;
  if (!data && error) {
    // The server's message, else the spec's fallback (spec 8), in the page's language.
    const message = isApiError(error) && error.message ? error.message : ORDER_ERRORS.fallback;
    body = <ErrorState message={ct(message)} onRetry={onRetry} />;
  } else if (data && data.Orders.length === 0 && !loading) {
    body = (
      <EmptyState
        title={t('account.orders.empty')}
        description={searching ? t('account.orders.emptySearch') : t('account.orders.emptyNone')}
      />
    );
  } else {
    body = (
      <>
        <ResponsiveList
          columns={columns}
          rows={data?.Orders ?? []}
          getRowKey={(o) => o.OrderId}
          caption={t('account.orders.list')}
          // Nine columns beside the dashboard's side menu fit from lg (1200 px); below, the cards.
          tableFrom="lg"
        />
        {data && data.TotalPages > 1 && (
          <PaginationBar
            page={data.Page}
            pageSize={data.PageSize}
            totalItems={data.TotalOrders}
            noun={(total) => t('account.orders.noun', { count: total })}
            onPageChange={goToPage}
            ariaLabel={t('account.orders.pages')}
            sx={{ marginBlockStart: 2 }}
          />
        )}
      </>
    );
  }

  return (
    <Box
      component="section"
      aria-label={t('account.orders.list')}
      aria-busy={loading}
      ref={region}
      tabIndex={-1}
      sx={{ position: 'relative', minBlockSize: loading ? 160 : undefined, outline: 'none' }}
    >
      {body}
      <LoadingOverlay open={loading} label={t('account.orders.loading')} />
    </Box>
  );
}
