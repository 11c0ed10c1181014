import {
  BOOKING_STATUSES,
  DEFAULT_PAGE,
  FILTER_ALL,
  isBookingStatus,
  ORDER_SORTS,
  SEARCH_MAX_LENGTH,
  type BookingStatus,
  type FilterAll,
  type OrderSort,
} from '@marketplace/contract';

// My Orders' search, status, sort and page as URL search parameters, under the API's own names
// (GET /api/Order/customer/{id}: search, status, sort, page), so a reload or Back shows the same
// list. Defaults (spec 9: status all, sort newest, page 1) are left out of the URL.

export type OrderStatusFilter = BookingStatus | FilterAll;

export interface OrderFilters {
  readonly search: string;
  readonly status: OrderStatusFilter;
  readonly sort: OrderSort;
  readonly page: number;
}

export const DEFAULT_ORDER_SORT: OrderSort = 'newest';

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  search: '',
  status: FILTER_ALL,
  sort: DEFAULT_ORDER_SORT,
  page: DEFAULT_PAGE,
};

/** Read leniently: a hand-edited link with an unknown value falls back to the default. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    status: isBookingStatus(status) ? status : FILTER_ALL,
    sort: ORDER_SORTS.find((known) => known === sort) ?? DEFAULT_ORDER_SORT,
    page: Number.isInteger(page) && page >= DEFAULT_PAGE ? page : DEFAULT_PAGE,
  };
}

export function orderFiltersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.status !== FILTER_ALL) params.set('status', filters.status);
  if (filters.sort !== DEFAULT_ORDER_SORT) params.set('sort', filters.sort);
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  return params;
}

/** Spec 2.5: Clear Filters shows for a search term, a status other than all or a non-default sort. */
export function hasActiveOrderFilters(filters: OrderFilters): boolean {
  return Boolean(filters.search.trim()) || filters.status !== FILTER_ALL || filters.sort !== DEFAULT_ORDER_SORT;
}

export const ORDER_STATUS_FILTERS: readonly OrderStatusFilter[] = [FILTER_ALL, ...BOOKING_STATUSES];
