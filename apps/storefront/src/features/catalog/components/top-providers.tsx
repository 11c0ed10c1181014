import { DEFAULT_FALLBACKS, type TopProvider } from '@marketplace/contract';
import { StarRating, VerifiedBusinessMark } from '@marketplace/ui';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useTopRatedProviders } from '../api/get-top-rated-providers';
import { TOP_PROVIDERS_ON_HOME } from '../lib/home-queries';
import { QueryError } from '@/components/query-states';
import { useT } from '@/lib/text';
import { ProviderLogo } from './provider-logo';

// The home page's top-rated providers, each opening its business page.

const cell = { xs: 12, sm: 6, md: 3 } as const;
function ProviderCard({ provider }: { provider: TopProvider }) {
  const href = paths.brand.getHref(provider.ProviderId);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ProviderLogo imageUrl={provider.ImageUrl} businessName={provider.BusinessName} />
            <Stack sx={{ minWidth: 0 }} spacing={0.5}>
              <Typography component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
                <bdi>{provider.BusinessName}</bdi>
                {/* The whole card is a link: the mark, not the badge's button (issue 38). */}
                {provider.Verification === 'verified' && <VerifiedBusinessMark sx={{ marginInlineStart: 0.5 }} />}
              </Typography>
              {provider.PrimaryLocation && (
                <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                  <bdi>{provider.PrimaryLocation}</bdi>
                </Typography>
              )}
              <StarRating value={provider.AverageRating} reviewCount={provider.ReviewCount} />
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function TopProviders() {
  const t = useT();
  const { data, error, isPending, isError, refetch } = useTopRatedProviders(TOP_PROVIDERS_ON_HOME);
  if (isError) {
    return <QueryError error={error} fallback={DEFAULT_FALLBACKS.fetchTopProviders} onRetry={() => void refetch()} />;
  }
  if (!isPending && data.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('catalog.providers.empty')}</Typography>;
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={isPending}>
      {isPending
        ? Array.from({ length: TOP_PROVIDERS_ON_HOME }, (_, index) => (
            <Grid key={index} size={cell} component="li" aria-hidden>
              <Skeleton variant="rounded" height={104} />
            </Grid>
          ))
        : data.map((provider) => (
            <Grid key={provider.ProviderId} size={cell} component="li">
              <ProviderCard provider={provider} />
            </Grid>
          ))}
    </Grid>
  );
}
