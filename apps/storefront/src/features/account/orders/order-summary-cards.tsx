import { StatCard } from '@marketplace/ui';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import { useT } from '@/lib/text';

export interface OrderSummaryCardsProps {
  /** The list answer's counters; undefined while the first page loads (skeletons). */
  readonly counts?: { TotalOrders: number; ActiveOrders: number; CompletedOrders: number } | undefined;
}

/**
 * Spec 2.5: Total Orders, In Progress Orders and Completed, from the list answer's TotalOrders,
 * ActiveOrders and CompletedOrders. TotalOrders counts the filtered list (the API says so), the
 * other two all of the customer's orders.
 */
export function OrderSummaryCards({ counts }: OrderSummaryCardsProps) {
  const t = useT();
  const loading = counts === undefined;
  return (
    <Box
      component="section"
      aria-label={t('account.orders.summary')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        marginBlockEnd: 3,
      }}
    >
      <StatCard
        title={t('account.orders.total')}
        value={counts?.TotalOrders}
        loading={loading}
        icon={<ReceiptLongOutlined />}
      />
      <StatCard
        title={t('account.orders.inProgress')}
        value={counts?.ActiveOrders}
        loading={loading}
        tone="blue"
        icon={<AutorenewOutlined />}
      />
      <StatCard
        title={t('account.orders.completed')}
        value={counts?.CompletedOrders}
        loading={loading}
        tone="green"
        icon={<CheckCircleOutlined />}
      />
    </Box>
  );
}
