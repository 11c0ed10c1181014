import { TRANSACTION_AMOUNT_DECIMALS, type TransactionSummary } from '@marketplace/contract';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import { MoneyText, StatCard } from '@marketplace/ui';
import { useT } from '@/lib/text';

export interface TransactionSummaryCardsProps {
  readonly summary: TransactionSummary | undefined;
  readonly loading: boolean;
}

/** The four cards of spec 2.5; amounts with 2 decimals and BHD. A failed read shows dashes. */
export function TransactionSummaryCards({ summary, loading }: TransactionSummaryCardsProps) {
  const t = useT();
  const money = (amount: number | undefined) =>
    amount === undefined ? '–' : <MoneyText amount={amount} decimals={TRANSACTION_AMOUNT_DECIMALS} />;
  return (
    <Box
      component="section"
      aria-label={t('account.transactions.summary')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        marginBlockEnd: 3,
      }}
    >
      <StatCard
        title={t('account.transactions.totalSpent')}
        caption={t('account.transactions.allTime')}
        value={money(summary?.totalAmount)}
        icon={<AccountBalanceWalletOutlined />}
        loading={loading}
      />
      <StatCard
        title={t('account.transactions.thisMonth')}
        value={money(summary?.thisMonth)}
        icon={<CalendarMonthOutlined />}
        tone="blue"
        loading={loading}
      />
      <StatCard
        title={t('account.transactions.total')}
        value={summary?.totalTransactions ?? '–'}
        icon={<ReceiptLongOutlined />}
        tone="green"
        loading={loading}
      />
      <StatCard
        title={t('account.transactions.pendingAmount')}
        value={money(summary?.pendingAmount)}
        icon={<HourglassEmptyOutlined />}
        tone="yellow"
        loading={loading}
      />
    </Box>
  );
}
