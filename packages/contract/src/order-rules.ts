import { DEFAULT_PAGE, ORDER_NUMBER_LIST_LENGTH } from './constants';
import { FILTER_ALL, type BookingStatus, type FilterAll, type OrderSort } from './enums';

// Order display and filter rules of spec sections 2.5 and 9, shared by the list, the detail page
// and the API's query handling.

/**
 * The reason an order's history records when the customer places it (the API writes it; screens
 * say it in their language through the contract's catalog).
 */
export const ORDER_PLACED_REASON = 'Order placed';

/** Orders list: "Order #" is the first 8 characters of the id, upper-cased. */
export function orderNumberForList(orderId: string): string {
  return orderId.slice(0, ORDER_NUMBER_LIST_LENGTH).toUpperCase();
}

/** Order detail: the first segment of the id (before the first dash), upper-cased. */
export function orderNumberForDetail(orderId: string): string {
  return (orderId.split('-', 1)[0] ?? '').toUpperCase();
}

/** Mobile cards print the status with hyphens replaced by spaces. */
export function statusLabel(status: string): string {
  return status.replaceAll('-', ' ');
}

/** 'all' (or nothing) means no status filter. */
export function statusFilter(status: BookingStatus | FilterAll | undefined): BookingStatus | undefined {
  return status === undefined || status === FILTER_ALL ? undefined : status;
}

/** `sort` wins over the profile area's `sortBy`; newest first by default. */
export function orderSortFrom(query: {
  readonly sort?: OrderSort | undefined;
  readonly sortBy?: OrderSort | undefined;
}): OrderSort {
  return query.sort ?? query.sortBy ?? 'newest';
}

export interface OrderFilters {
  readonly search: string;
  readonly status: BookingStatus | FilterAll;
  readonly sort: OrderSort;
  readonly page: number;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  search: '',
  status: FILTER_ALL,
  sort: 'newest',
  page: DEFAULT_PAGE,
};

/** "Clear Filters" shows when any filter differs from the defaults (the page does not count). */
export function hasActiveOrderFilters(filters: OrderFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== FILTER_ALL || filters.sort !== DEFAULT_ORDER_FILTERS.sort;
}
