import { DEFAULT_FALLBACKS, MAX_PAGE, MAX_PAGE_SIZE, type Transaction } from '@marketplace/contract';
import { isApiError } from '@marketplace/client';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { downloadTextFile } from '@/lib/download-file';
import { useNotify } from '@/lib/notify';
import { useContractText, useT } from '@/lib/text';
import { fetchTransactionPage } from './api/get-transactions';
import type { TransactionFilters } from './transaction-filters';
import { CSV_HEADER, csvFileName, transactionsToCsv } from './transactions-csv';

/**
 * Export: every transaction the current search and filters match, not only the pages Load More
 * has shown, read in the largest pages the API allows and saved as one CSV file.
 */
export function useExportTransactions(customerId: string, filters: TransactionFilters) {
  const api = useApi();
  const notify = useNotify();
  const t = useT();
  const ct = useContractText();
  return useMutation({
    mutationFn: async () => {
      const all: Transaction[] = [];
      for (let page = 1; page <= MAX_PAGE; page += 1) {
        const answer = await fetchTransactionPage(api, customerId, filters, page, MAX_PAGE_SIZE);
        all.push(...answer.Items);
        if (!answer.hasMore) break;
      }
      downloadTextFile(
        csvFileName(),
        transactionsToCsv(
          all,
          CSV_HEADER.map((id) => t(id)),
        ),
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.sessionExpired) return;
      const cause = isApiError(error) && error.message ? error.message : DEFAULT_FALLBACKS.unknown;
      notify(t('account.transactions.exportFailed', { error: ct(cause) }), 'error');
    },
  });
}
