import { TRANSACTION_MESSAGES } from '@marketplace/contract';
import { PageHeader } from '@marketplace/ui';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/query-states';
import { useSession } from '@/lib/session';
import { useContractText, useT } from '@/lib/text';
import { useTransactionSummary } from './api/get-transaction-summary';
import { transactionKeys } from './api/transaction-keys';
import { useLoadErrorText } from './error-text';
import { DEFAULT_TRANSACTION_FILTERS, type TransactionFilters } from './transaction-filters';
import { TransactionFilterBar } from './transaction-filter-bar';
import { TransactionList } from './transaction-list';
import { TransactionSummaryCards } from './transaction-summary-cards';
import { useExportTransactions } from './use-export-transactions';

/** /customer-dashboard/transactions (spec 2.5, "Transaction History"). */
export function TransactionHistoryPage() {
  const { user } = useSession();
  const ct = useContractText();
  // The route is for signed-in customers; a session that ends while the page is open lands here.
  if (!user) return <Alert severity="info">{ct(TRANSACTION_MESSAGES.loginRequired)}</Alert>;
  return <TransactionHistory customerId={user.userId} />;
}

function TransactionHistory({ customerId }: { customerId: string }) {
  const t = useT();
  const loadErrorText = useLoadErrorText();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<TransactionFilters>(DEFAULT_TRANSACTION_FILTERS);
  const summary = useTransactionSummary(customerId);
  const exporter = useExportTransactions(customerId, filters);
  const refreshing = useIsFetching({ queryKey: transactionKeys.all(customerId) }) > 0;

  const actions = (
    <>
      <Button
        variant="outlined"
        startIcon={<RefreshOutlined />}
        disabled={refreshing}
        onClick={() => void queryClient.invalidateQueries({ queryKey: transactionKeys.all(customerId) })}
      >
        {t('account.transactions.refresh')}
      </Button>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        disabled={exporter.isPending}
        onClick={() => exporter.mutate()}
      >
        {exporter.isPending ? t('account.transactions.exporting') : t('account.transactions.export')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('account.transactions.title')} actions={actions} />
      {summary.isError && (
        <ErrorState
          message={loadErrorText(summary.error)}
          onRetry={() => void summary.refetch()}
          sx={{ marginBlockEnd: 2 }}
        />
      )}
      <TransactionSummaryCards summary={summary.data} loading={summary.isPending && !summary.isError} />
      <TransactionFilterBar filters={filters} onChange={setFilters} />
      <TransactionList customerId={customerId} filters={filters} />
    </>
  );
}
