import Grid from '@mui/material/Grid';
import CardActionArea from '@mui/material/CardActionArea';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { DashboardStats, Locale } from '@marketplace/contract';
import { MoneyText, StatCard } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListLink } from '@/components/list-links';
import { useFormat, useLocale, useT, type Formats, type Translate } from '@/i18n/text';
import { monthName } from './chart-texts';

interface Tile {
  title: string;
  value: (stats: DashboardStats) => ReactNode;
  caption: (stats: DashboardStats) => string;
  icon: ReactNode;
  tone?: 'primary' | 'green' | 'yellow' | 'blue' | 'orange';
  /** The list behind the figure: resource and filter. */
  to: [string, Record<string, unknown>?];
}

/** "2026-11" as the month is named in the language ("نوفمبر 2026"); English shows it as the API gives it. */
function currentMonth(stats: DashboardStats, locale: Locale): string {
  const [year, month] = stats.CurrentMonth.split('-').map(Number);
  return locale === 'en' || !year || !month ? stats.CurrentMonth : monthName(locale, month, year);
}

const tilesOf = (t: Translate, format: Formats, locale: Locale): Tile[] => [
  {
    title: t('admin.analytics.tiles.revenue'),
    value: (s) => <MoneyText amount={s.TotalRevenue} variant="h5" component="span" />,
    caption: (s) =>
      t('admin.analytics.tiles.revenueCaption', {
        month: currentMonth(s, locale),
        amount: format.money(s.RevenueThisMonth),
      }),
    icon: <PaymentsOutlined />,
    to: ['orders'],
  },
  {
    title: t('admin.analytics.tiles.commission'),
    value: (s) => <MoneyText amount={s.CommissionEarned} variant="h5" component="span" />,
    caption: (s) => t('admin.analytics.tiles.commissionCaption', { amount: format.money(s.CommissionThisMonth) }),
    icon: <AccountBalanceOutlined />,
    tone: 'green',
    to: ['payouts'],
  },
  {
    title: t('admin.analytics.tiles.activeOrders'),
    value: (s) => s.ActiveOrders,
    caption: (s) => t('admin.analytics.tiles.activeOrdersCaption', { count: s.TotalOrders }),
    icon: <ReceiptLongOutlined />,
    tone: 'blue',
    to: ['orders'],
  },
  {
    title: t('admin.analytics.tiles.customers'),
    value: (s) => s.TotalCustomers,
    caption: (s) =>
      t('admin.analytics.tiles.customersCaption', {
        verified: s.ActiveCustomers,
        newThisMonth: s.NewCustomersThisMonth,
      }),
    icon: <PeopleOutlined />,
    to: ['customers'],
  },
  {
    title: t('admin.analytics.tiles.pendingProviders'),
    value: (s) => s.PendingProviders,
    caption: (s) =>
      t('admin.analytics.tiles.pendingProvidersCaption', { active: s.ActiveProviders, total: s.TotalProviders }),
    icon: <StorefrontOutlined />,
    tone: 'yellow',
    to: ['providers', { AccState: 'pending' }],
  },
  {
    title: t('admin.analytics.tiles.payouts'),
    value: (s) => s.PendingPayouts,
    caption: (s) => t('admin.analytics.tiles.payoutsCaption', { amount: format.money(s.PendingPayoutsAmount) }),
    icon: <AccountBalanceOutlined />,
    tone: 'orange',
    to: ['payouts', { Status: 'pending' }],
  },
  {
    title: t('admin.analytics.tiles.inquiries'),
    value: (s) => s.NewInquiries,
    caption: () => t('admin.analytics.tiles.inquiriesCaption'),
    icon: <MarkEmailUnreadOutlined />,
    tone: 'blue',
    to: ['inquiries', { Status: 'new' }],
  },
];

/** The headline figures; each tile opens the list it counts. */
export function StatTiles({ stats }: { stats: DashboardStats | undefined }) {
  const listLink = useListLink();
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const tiles = tilesOf(t, format, locale);
  return (
    <Grid container spacing={2}>
      {tiles.map((tile, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
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
