import {
  FILTER_ALL,
  type FilterAll,
  type Locale,
  type ProviderStatement,
  type ProviderTransactionList,
  type ProviderTransactionListQuery,
  type TransactionList,
  type TransactionListQuery,
  type TransactionSummary,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Transaction (spec 7.8). The screens' filters hold 'all'; the wire leaves such a filter
// out (spec 7.8: "type and status omitted when set to all"), which is what the API reads as all.

type WithAllFilters<Q extends { type?: unknown; status?: unknown }> = Omit<Q, 'type' | 'status'> & {
  readonly type?: Q['type'] | FilterAll;
  readonly status?: Q['status'] | FilterAll;
};

export type TransactionListParams = WithAllFilters<TransactionListQuery>;
export type ProviderTransactionListParams = WithAllFilters<ProviderTransactionListQuery>;

function withoutAll<T>(value: T | FilterAll | undefined): T | undefined {
  return value === FILTER_ALL ? undefined : (value as T | undefined);
}

export function createTransactionsApi(http: HttpClient) {
  return {
    /** One customer's payments and refunds, newest first; hasMore drives Load More. */
    list: ({ type, status, ...rest }: TransactionListParams) =>
      http.request<TransactionList>('GET', '/api/Transaction', {
        query: { ...rest, type: withoutAll(type), status: withoutAll(status) },
      }),
    summary: (customerId: string) =>
      http.request<TransactionSummary>('GET', apiPath`/api/Transaction/customer/${customerId}/summary`),
    /** A provider's earnings and payouts. */
    listForProvider: (providerId: string, { type, status, ...rest }: ProviderTransactionListParams = {}) =>
      http.request<ProviderTransactionList>('GET', apiPath`/api/Transaction/provider/${providerId}`, {
        query: { ...rest, type: withoutAll(type), status: withoutAll(status) },
      }),
    /** A provider's month (YYYY-MM): earnings, commission, payouts paid and balances. */
    statement: (providerId: string, month: string) =>
      http.request<ProviderStatement>('GET', apiPath`/api/Transaction/provider/${providerId}/statement`, {
        query: { month },
      }),
    /**
     * The same month as a file to keep: a bilingual PDF, or CSV with its headers in `language` (the
     * reader's, which may differ from the language the client's messages are asked in).
     */
    statementFile: (providerId: string, month: string, format: 'pdf' | 'csv', language?: Locale) =>
      http.request<Blob>(
        'GET',
        format === 'pdf'
          ? apiPath`/api/Transaction/provider/${providerId}/statement/pdf`
          : apiPath`/api/Transaction/provider/${providerId}/statement/csv`,
        { query: { month, lang: language }, responseType: 'blob' },
      ),
  };
}

export type TransactionsApi = ReturnType<typeof createTransactionsApi>;
