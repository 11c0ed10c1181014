import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ProviderStats as Stats } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { FigureCard } from '@/components/figure-card';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useFormat, useT, type Formats, type Translate } from '@/i18n/text';

// GET /api/Provider/{id}/stats through the typed client (react-admin's data provider has no
// method for a figure set that is not a record).

function figures(stats: Stats, t: Translate, format: Formats): [string, string | number][] {
  return [
    [
      t('admin.providers.stats.listings'),
      t('admin.providers.stats.listingsValue', {
        available: stats.AvailableServiceItems,
        total: stats.TotalServiceItems,
      }),
    ],
    [t('admin.providers.stats.orderItems'), stats.TotalOrderItems],
    [t('admin.providers.stats.pending'), stats.PendingOrderItems],
    [t('admin.providers.stats.inProgress'), stats.InProgressOrderItems],
    [t('admin.providers.stats.completed'), stats.CompletedOrderItems],
    [t('admin.providers.stats.cancelled'), stats.CancelledOrderItems],
    [t('admin.providers.stats.revenue'), format.money(stats.TotalRevenue, 3)],
    [
      t('admin.providers.stats.rating'),
      stats.AverageRating === null
        ? t('admin.providers.stats.noReviews')
        : t('admin.providers.stats.ratingValue', {
            rating: format.number(stats.AverageRating),
            count: stats.ReviewCount,
          }),
    ],
  ];
}

export function ProviderStats({ providerId }: { providerId: string }) {
  const t = useT();
  const ct = useContractText();
  const format = useFormat();
  const { data, error, isPending } = useQuery({
    queryKey: ['providers', 'stats', providerId],
    queryFn: () => api.providers.stats(providerId),
  });
  if (error) return <Alert severity="error">{ct(error.message)}</Alert>;
  if (isPending) return <LoadingSkeleton label={t('admin.providers.stats.loading')} height={96} />;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {figures(data, t, format).map(([label, value]) => (
        <FigureCard key={label} label={label} value={value} />
      ))}
    </Stack>
  );
}
