import { CART_ERRORS, type Provider } from '@marketplace/contract';
import { StarRating } from '@marketplace/ui';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import type { BrandRating } from './brand-card';
import { ProviderLogo } from './provider-logo';
import { VerifiedBadge } from './verified-badge';

// The top of a business's own page (/brands/:providerId): its logo and name as the page's heading,
// the Verified business badge while it is verified (issue 38), its category (a link to the category
// in the catalog), where it works, its rating when it is among the rated ones, its website and what
// it says about itself. While its verification has expired, a note says it takes no new requests.

export interface BrandProfileProps {
  readonly provider: Provider;
  readonly categoryName: string | undefined;
  readonly rating: BrandRating | undefined;
  /** The heading's id, which the page's landmark is labelled by. */
  readonly headingId: string;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      <Typography variant="body1" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** 'https://www.coolair.bh/' shown as 'www.coolair.bh'. */
const siteName = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export function BrandProfile({ provider, categoryName, rating, headingId }: BrandProfileProps) {
  const t = useT();
  const ct = useContractText();
  const verified = provider.Verification === 'verified';
  return (
    <Stack spacing={2.5} sx={{ marginBlockEnd: { xs: 4, md: 5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ProviderLogo imageUrl={provider.UserDetails.ImageUrl} businessName={provider.BusinessName} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h1" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{provider.BusinessName}</bdi>
          </Typography>
          {(verified || categoryName) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {verified && <VerifiedBadge />}
              {categoryName && (
                <Chip
                  label={<bdi>{categoryName}</bdi>}
                  component={RouterLink}
                  to={paths.services.getHref(new URLSearchParams({ CategoryId: provider.BusinessCategoryId }))}
                  clickable
                  size="small"
                  aria-label={t('catalog.item.categoryLink', { name: categoryName })}
                />
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {provider.PrimaryLocation && (
          <Fact icon={<LocationOnOutlined fontSize="small" />}>
            <bdi>{provider.PrimaryLocation}</bdi>
          </Fact>
        )}
        {provider.Website && (
          <Fact icon={<LanguageOutlined fontSize="small" />}>
            <Link href={provider.Website} rel="noopener nofollow ugc" target="_blank">
              <bdi>{siteName(provider.Website)}</bdi>
            </Link>
          </Fact>
        )}
        {rating && <StarRating value={rating.averageRating} reviewCount={rating.reviewCount} />}
      </Stack>
      {provider.Verification === 'expired' && (
        // A standing fact of the page, not an event: a note, not MUI's default alert role.
        <Alert severity="info" variant="outlined" role="note" icon={<HourglassEmptyOutlined />}>
          {ct(CART_ERRORS.verificationExpired)}
        </Alert>
      )}
      {provider.BusinessDescription && (
        <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxInlineSize: 880 }}>
          {provider.BusinessDescription}
        </Typography>
      )}
    </Stack>
  );
}
