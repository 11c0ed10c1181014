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
import { useFormat, useT, type Formats, type MessageId, type Translate } from '@/i18n/text';

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

/** What a tile's texts are made with: the figures, and the language on screen. */
interface TileText {
  readonly f: Figures;
  readonly t: Translate;
  readonly format: Formats;
}

interface Tile {
  title: MessageId;
  value: (text: TileText) => ReactNode;
  caption: (text: TileText) => string;
  icon: ReactNode;
  tone: 'primary' | 'green' | 'yellow' | 'blue' | 'orange';
  to: [string, Record<string, unknown>?];
}

/** The filters name the list screens' own filters (orders by item status, listings by stock). */
export const TILES: Tile[] = [
  {
    title: 'provider.home.tiles.newRequests',
    value: ({ f, format }) => format.number(f.stats.PendingOrderItems),
    caption: ({ t }) => t('provider.home.tiles.newRequestsCaption'),
    icon: <MarkEmailUnreadOutlined />,
    tone: 'yellow',
    to: ['orders', { Status: 'Pending' }],
  },
  {
    title: 'provider.home.tiles.inProgress',
    value: ({ f, format }) => format.number(f.stats.InProgressOrderItems),
    caption: ({ f, t }) => t('provider.home.tiles.inProgressCaption', { count: f.stats.CompletedOrderItems }),
    icon: <AutorenewOutlined />,
    tone: 'blue',
    to: ['orders', { Status: 'InProgress' }],
  },
  {
    title: 'provider.home.tiles.lowStock',
    value: ({ t }) => t('provider.home.tiles.lowStockValue'),
    caption: ({ t }) => t('provider.home.tiles.lowStockCaption'),
    icon: <Inventory2Outlined />,
    tone: 'orange',
    to: ['listings', { stock: 'low' }],
  },
  {
    title: 'provider.home.tiles.payoutPending',
    value: ({ f }) => <MoneyText amount={f.balance.PendingPayouts} variant="h5" component="span" />,
    caption: ({ f, t, format }) =>
      t('provider.home.tiles.payoutPendingCaption', { amount: format.money(f.balance.AvailableBalance) }),
    icon: <AccountBalanceOutlined />,
    tone: 'green',
    to: ['payouts', { Status: 'pending' }],
  },
  {
    title: 'provider.home.tiles.earned',
    value: ({ f }) => <MoneyText amount={f.balance.TotalEarned} variant="h5" component="span" />,
    caption: ({ f, t, format }) => t('provider.home.tiles.earnedCaption', { amount: format.money(f.balance.PaidOut) }),
    icon: <PaymentsOutlined />,
    tone: 'primary',
    to: ['earnings'],
  },
  {
    title: 'provider.home.tiles.listings',
    value: ({ f, format }) => format.number(f.stats.AvailableServiceItems),
    caption: ({ f, t }) => t('provider.home.tiles.listingsCaption', { total: f.stats.TotalServiceItems }),
    icon: <StorefrontOutlined />,
    tone: 'primary',
    to: ['listings'],
  },
];

export function TodoTiles({ stats, balance }: HomeFigures) {
  const t = useT();
  const format = useFormat();
  const listLink = useListLink();
  const text = stats && balance ? { f: { stats, balance }, t, format } : undefined;
  return (
    <Grid container spacing={2} component="section" aria-label={t('provider.home.tiles.label')}>
      {TILES.map((tile) => (
        <Grid key={tile.title} size={{ xs: 12, sm: 6, lg: 4 }}>
          <CardActionArea component={Link} to={listLink(...tile.to)} sx={{ height: '100%', borderRadius: 1 }}>
            <StatCard
              title={t(tile.title)}
              value={text ? tile.value(text) : ''}
              caption={text ? tile.caption(text) : ''}
              icon={tile.icon}
              tone={tile.tone}
              loading={!text}
            />
          </CardActionArea>
        </Grid>
      ))}
    </Grid>
  );
}
