import {
  FILTER_ALL,
  TRANSACTION_STATUSES,
  type CustomerTransactionType,
  type FilterAll,
  type TransactionStatus,
} from '@marketplace/contract';
import type { FilterOption } from '@marketplace/ui';

// The screen's filters (spec 2.5, Transaction History). 'all' stays on screen; the client leaves
// it out of the request (spec 7.8), which the API reads as every type or status.

export type TypeFilter = CustomerTransactionType | FilterAll;
export type StatusFilter = TransactionStatus | FilterAll;

export interface TransactionFilters {
  /** Trimmed search text; '' searches nothing. */
  readonly search: string;
  readonly type: TypeFilter;
  readonly status: StatusFilter;
}

export const DEFAULT_TRANSACTION_FILTERS: TransactionFilters = { search: '', type: FILTER_ALL, status: FILTER_ALL };

export const TYPE_FILTER_OPTIONS: readonly FilterOption<TypeFilter>[] = [
  { value: FILTER_ALL, label: 'All Types' },
  { value: 'payment', label: 'Payments' },
  { value: 'refund', label: 'Refunds' },
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const STATUS_FILTER_OPTIONS: readonly FilterOption<StatusFilter>[] = [
  { value: FILTER_ALL, label: 'All Status' },
  ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: capitalise(status) })),
];
