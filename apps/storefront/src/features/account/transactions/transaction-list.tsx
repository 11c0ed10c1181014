import { TRANSACTION_MESSAGES } from '@marketplace/contract';
import { EmptyState } from '@marketplace/ui';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '@/components/query-states';
import { useContractText, useT } from '@/lib/text';
import { useTransactions } from './api/get-transactions';
import { useLoadErrorText } from './error-text';
import type { TransactionFilters } from './transaction-filters';
import { TransactionRow } from './transaction-row';

export interface TransactionListProps {
  readonly customerId: string;
  readonly filters: TransactionFilters;
}

/** 'Recent Transactions': loading, error with Retry, empty, or the rows with Load More. */
export function TransactionList({ customerId, filters }: TransactionListProps) {
  const t = useT();
  const ct = useContractText();
  const loadErrorText = useLoadErrorText();
  const query = useTransactions(customerId, filters);
  const rows = query.data?.pages.flatMap((page) => page.Items) ?? [];

  let body;
  if (query.isPending) body = <LoadingState label={t('account.transactions.loading')} />;
  else if (query.isError && rows.length === 0)
    body = <ErrorState message={loadErrorText(query.error)} onRetry={() => void query.refetch()} sx={{ margin: 2 }} />;
  else if (rows.length === 0)
    body = <EmptyState title={ct(TRANSACTION_MESSAGES.empty)} icon={<ReceiptLongOutlined />} titleComponent="p" />;
  else
    body = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((transaction) => (
            <TransactionRow key={transaction.TransactionId} transaction={transaction} />
          ))}
        </Box>
        {/* A later page that failed keeps the rows shown and offers that page again. */}
        {query.isFetchNextPageError && (
          <ErrorState
            message={loadErrorText(query.error)}
            onRetry={() => void query.fetchNextPage()}
            sx={{ margin: 2 }}
          />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Box sx={{ display: 'flex', justifyContent: 'center', padding: 2 }}>
            <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('account.transactions.loadingMore') : t('account.transactions.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );

  return (
    <Card component="section" aria-labelledby="recent-transactions-title" aria-busy={query.isFetching || undefined}>
      <Typography
        id="recent-transactions-title"
        variant="h6"
        component="h2"
        sx={{ padding: { xs: 2, sm: 3 }, paddingBlockEnd: 1 }}
      >
        {t('account.transactions.recent')}
      </Typography>
      {body}
    </Card>
  );
}
