import { DEFAULT_PAGE_SIZE, type OrderListQuery } from '@marketplace/contract';
import { PageHeader } from '@marketplace/ui';
import { useT } from '@/lib/text';
import { useCustomerOrders } from './api/get-customer-orders';
import { OrderFilterBar } from './order-filter-bar';
import { OrderResults } from './order-results';
import { OrderSummaryCards } from './order-summary-cards';
import { useOrderFilters } from './use-order-filters';

/**
 * /customer-dashboard/orders (spec 2.5, "My Orders"): the summary cards, the search, status and
 * sort controls, and the customer's orders a page at a time. Every control lives in the URL.
 */
export function MyOrdersPage() {
  const t = useT();
  const { filters, update, setPage, clear } = useOrderFilters();
  const search = filters.search.trim();
  const query: OrderListQuery = {
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
    ...(search ? { search } : {}),
    status: filters.status,
    sort: filters.sort,
  };
  const orders = useCustomerOrders(query);

  return (
    <>
      <PageHeader title={t('account.orders.title')} subtitle={t('account.orders.subtitle')} />
      <OrderSummaryCards counts={orders.data} />
      <OrderFilterBar filters={filters} onChange={update} onClear={clear} />
      <OrderResults
        data={orders.data}
        error={orders.error}
        loading={orders.isFetching && (orders.isPending || orders.isPlaceholderData)}
        stale={orders.isPlaceholderData}
        searching={Boolean(search)}
        onRetry={() => void orders.refetch()}
        onPageChange={setPage}
      />
    </>
  );
}
