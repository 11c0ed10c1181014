import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatBhd, type ProviderStats as Stats } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { FigureCard } from '@/components/figure-card';
import { LoadingSkeleton } from '@/components/loading-skeleton';

// GET /api/Provider/{id}/stats through the typed client (react-admin's data provider has no
// method for a figure set that is not a record).

function figures(stats: Stats): [string, string | number][] {
  return [
    ['Listings', `${stats.AvailableServiceItems} of ${stats.TotalServiceItems} available`],
    ['Order items', stats.TotalOrderItems],
    ['Pending', stats.PendingOrderItems],
    ['In progress', stats.InProgressOrderItems],
    ['Completed', stats.CompletedOrderItems],
    ['Cancelled', stats.CancelledOrderItems],
    ['Revenue (net of commission)', formatBhd(stats.TotalRevenue, 3)],
    ['Rating', stats.AverageRating === null ? 'No reviews' : `${stats.AverageRating} (${stats.ReviewCount} reviews)`],
  ];
}

export function ProviderStats({ providerId }: { providerId: string }) {
  const { data, error, isPending } = useQuery({
    queryKey: ['providers', 'stats', providerId],
    queryFn: () => api.providers.stats(providerId),
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending) return <LoadingSkeleton label="Loading stats" height={96} />;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {figures(data).map(([label, value]) => (
        <FigureCard key={label} label={label} value={value} />
      ))}
    </Stack>
  );
}
