import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import type { ProviderBalance, ProviderStats } from '@marketplace/contract';
import { MoneyText, StatCard } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListLink } from '@/components/list-links';

// What needs the provider now (new paid requests first: the marketplace's promise is that the
// provider answers them), then the headline figures. Each tile opens the list behind it, filtered.

export interface HomeFigures {
  readonly stats: ProviderStats | undefined;
  readonly balance: ProviderBalance | undefined;
}

interface Figures {
  readonly stats: ProviderStats;
  readonly balance: ProviderBalance;
}

interface Tile {
  title: string;
  value: (figures: Figures) => ReactNode;
  caption: (figures: Figures) => string;
  icon: ReactNode;
  tone: 'primary' | 'green' | 'yellow' | 'blue' | 'orange';
  to: [string, Record<string, unknown>?];
}

/** The filters name the list screens' own filters (orders by item status, listings by stock). */
export const TILES: Tile[] = [
  {
    title: 'New requests to confirm',
    value: (f) => f.stats.PendingOrderItems,
    caption: () => 'Paid: get in touch with the customer',
    icon: <MarkEmailUnreadOutlined />,
    tone: 'yellow',
    to: ['orders', { Status: 'Pending' }],
  },
  {
    title: 'Items in progress',
    value: (f) => f.stats.InProgressOrderItems,
    caption: (f) => `${f.stats.CompletedOrderItems} completed so far`,
    icon: <AutorenewOutlined />,
    tone: 'blue',
    to: ['orders', { Status: 'InProgress' }],
  },
  {
    title: 'Low or zero stock',
    value: () => 'Check stock',
    caption: () => 'Items with few or none left',
    icon: <Inventory2Outlined />,
    tone: 'orange',
    to: ['listings', { stock: 'low' }],
  },
  {
    title: 'Payout pending',
    value: (f) => <MoneyText amount={f.balance.PendingPayouts} variant="h5" component="span" />,
    caption: (f) => `${f.balance.AvailableBalance.toFixed(3)} BHD available to request`,
    icon: <AccountBalanceOutlined />,
    tone: 'green',
    to: ['payouts', { Status: 'pending' }],
  },
  {
    title: 'Earned (net)',
    value: (f) => <MoneyText amount={f.balance.TotalEarned} variant="h5" component="span" />,
    caption: (f) => `${f.balance.PaidOut.toFixed(3)} BHD paid out`,
    icon: <PaymentsOutlined />,
    tone: 'primary',
    to: ['earnings'],
  },
  {
    title: 'Listings',
    value: (f) => f.stats.AvailableServiceItems,
    caption: (f) => `available of ${f.stats.TotalServiceItems}`,
    icon: <StorefrontOutlined />,
    tone: 'primary',
    to: ['listings'],
  },
];

export function TodoTiles({ stats, balance }: HomeFigures) {
  const listLink = useListLink();
  const figures = stats && balance ? { stats, balance } : undefined;
  return (
    <Grid container spacing={2} component="section" aria-label="To do and figures">
      {TILES.map((tile) => (
        <Grid key={tile.title} size={{ xs: 12, sm: 6, lg: 4 }}>
          <CardActionArea component={Link} to={listLink(...tile.to)} sx={{ height: '100%', borderRadius: 1 }}>
            <StatCard
              title={tile.title}
              value={figures ? tile.value(figures) : ''}
              caption={figures ? tile.caption(figures) : ''}
              icon={tile.icon}
              tone={tile.tone}
              loading={!figures}
            />
          </CardActionArea>
        </Grid>
      ))}
    </Grid>
  );
}
