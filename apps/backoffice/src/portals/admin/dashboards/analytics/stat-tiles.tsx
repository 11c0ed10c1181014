import Grid from '@mui/material/Grid';
import CardActionArea from '@mui/material/CardActionArea';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { DashboardStats } from '@marketplace/contract';
import { MoneyText, StatCard } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListLink } from '@/components/list-links';

interface Tile {
  title: string;
  value: (stats: DashboardStats) => ReactNode;
  caption: (stats: DashboardStats) => string;
  icon: ReactNode;
  tone?: 'primary' | 'green' | 'yellow' | 'blue' | 'orange';
  /** The list behind the figure: resource and filter. */
  to: [string, Record<string, unknown>?];
}

const TILES: Tile[] = [
  {
    title: 'Revenue',
    value: (s) => <MoneyText amount={s.TotalRevenue} variant="h5" component="span" />,
    caption: (s) => `This month (${s.CurrentMonth}): ${s.RevenueThisMonth.toFixed(3)} BHD`,
    icon: <PaymentsOutlined />,
    to: ['orders'],
  },
  {
    title: 'Commission',
    value: (s) => <MoneyText amount={s.CommissionEarned} variant="h5" component="span" />,
    caption: (s) => `This month: ${s.CommissionThisMonth.toFixed(3)} BHD`,
    icon: <AccountBalanceOutlined />,
    tone: 'green',
    to: ['payouts'],
  },
  {
    title: 'Active orders',
    value: (s) => s.ActiveOrders,
    caption: (s) => `${s.TotalOrders} orders in all`,
    icon: <ReceiptLongOutlined />,
    tone: 'blue',
    to: ['orders'],
  },
  {
    title: 'Customers',
    value: (s) => s.TotalCustomers,
    caption: (s) => `${s.ActiveCustomers} verified, ${s.NewCustomersThisMonth} new this month`,
    icon: <PeopleOutlined />,
    to: ['customers'],
  },
  {
    title: 'Providers waiting for approval',
    value: (s) => s.PendingProviders,
    caption: (s) => `${s.ActiveProviders} active of ${s.TotalProviders}`,
    icon: <StorefrontOutlined />,
    tone: 'yellow',
    to: ['providers', { AccState: 'pending' }],
  },
  {
    title: 'Payout requests',
    value: (s) => s.PendingPayouts,
    caption: (s) => `${s.PendingPayoutsAmount.toFixed(3)} BHD to settle`,
    icon: <AccountBalanceOutlined />,
    tone: 'orange',
    to: ['payouts', { Status: 'pending' }],
  },
  {
    title: 'New inquiries',
    value: (s) => s.NewInquiries,
    caption: () => 'From the contact page',
    icon: <MarkEmailUnreadOutlined />,
    tone: 'blue',
    to: ['inquiries', { Status: 'new' }],
  },
];

/** The headline figures; each tile opens the list it counts. */
export function StatTiles({ stats }: { stats: DashboardStats | undefined }) {
  const listLink = useListLink();
  return (
    <Grid container spacing={2}>
      {TILES.map((tile) => (
        <Grid key={tile.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <CardActionArea component={Link} to={listLink(...tile.to)} sx={{ height: '100%', borderRadius: 1 }}>
            <StatCard
              title={tile.title}
              value={stats ? tile.value(stats) : ''}
              caption={stats ? tile.caption(stats) : ''}
              icon={tile.icon}
              tone={tile.tone ?? 'primary'}
              loading={!stats}
            />
          </CardActionArea>
        </Grid>
      ))}
    </Grid>
  );
}
