import type { Provider } from '@marketplace/contract';
import { StarRating } from '@marketplace/ui';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import { ProviderLogo } from './provider-logo';
import { VerifiedBadge } from './verified-badge';

// One business on the brands page, leading to its own page, its name followed by the compact
// Verified business badge while it is verified (issue 38). The provider list carries no rating;
// the page passes the one from the top-rated list when the business is in it.

export interface BrandRating {
  readonly averageRating: number | null;
  readonly reviewCount: number;
}

export interface BrandCardProps {
  readonly provider: Provider;
  readonly categoryName: string | undefined;
  readonly rating: BrandRating | undefined;
}

const clamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

export function BrandCard({ provider, categoryName, rating }: BrandCardProps) {
  const t = useT();
  const href = paths.brand.getHref(provider.ProviderId);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', marginBlockEnd: 2 }}>
          <ProviderLogo imageUrl={provider.UserDetails.ImageUrl} businessName={provider.BusinessName} />
          <Stack sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography component="h3" variant="h6" sx={{ ...clamp(2), minWidth: 0 }}>
                <bdi>{provider.BusinessName}</bdi>
              </Typography>
              {provider.Verification === 'verified' && <VerifiedBadge compact />}
            </Stack>
            {categoryName && (
              <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
                {categoryName}
              </Typography>
            )}
          </Stack>
        </Stack>
        <Stack spacing={1}>
          {provider.PrimaryLocation && (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <LocationOnOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
              <Typography variant="body2">
                <bdi>{provider.PrimaryLocation}</bdi>
              </Typography>
            </Stack>
          )}
          {rating && <StarRating value={rating.averageRating} reviewCount={rating.reviewCount} />}
          {provider.BusinessDescription && (
            <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', ...clamp(3) }}>
              {provider.BusinessDescription}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ paddingInline: 2, paddingBlockEnd: 2 }}>
        {/* The business name in the accessible name: every card has this button. */}
        <Button
          component={RouterLink}
          to={href}
          variant="outlined"
          aria-label={t('catalog.brands.viewServicesOf', { name: provider.BusinessName })}
        >
          {t('catalog.brands.viewServices')}
        </Button>
      </CardActions>
    </Card>
  );
}
