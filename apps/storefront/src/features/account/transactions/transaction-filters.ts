import {
  CUSTOMER_TRANSACTION_TYPES,
  FILTER_ALL,
  TRANSACTION_STATUSES,
  type CustomerTransactionType,
  type FilterAll,
  type TransactionStatus,
} from '@marketplace/contract';
import { useUiText, type FilterOption, type UiMessageId } from '@marketplace/ui';
import { useMemo } from 'react';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';

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

const TYPE_LABELS: Readonly<Record<TypeFilter, MessageId>> = {
  [FILTER_ALL]: 'account.transactions.allTypes',
  payment: 'account.transactions.payments',
  refund: 'account.transactions.refunds',
};

/** The states by the design system's names, the same words as the rows' status badges. */
const STATUS_LABELS: Readonly<Record<TransactionStatus, UiMessageId>> = {
  completed: 'ui.transactionStatus.completed',
  pending: 'ui.transactionStatus.pending',
  failed: 'ui.transactionStatus.failed',
  cancelled: 'ui.transactionStatus.cancelled',
};

/** The type and status choices in the page's language. */
export function useTransactionFilterOptions() {
  const t = useT();
  const ut = useUiText();
  return useMemo(() => {
    const types: readonly TypeFilter[] = [FILTER_ALL, ...CUSTOMER_TRANSACTION_TYPES];
    const type: readonly FilterOption<TypeFilter>[] = types.map((value) => ({ value, label: t(TYPE_LABELS[value]) }));
    const status: readonly FilterOption<StatusFilter>[] = [
      { value: FILTER_ALL, label: t('account.transactions.allStatus') },
      ...TRANSACTION_STATUSES.map((value) => ({ value, label: ut(STATUS_LABELS[value]) })),
    ];
    return { type, status };
  }, [t, ut]);
}
