import { formatFils, INFORMATION_REQUEST_PRICE_FILS, type ServiceItem } from '@marketplace/contract';
import { RichText, useLocale } from '@marketplace/i18n';
import { MoneyText, StarRating } from '@marketplace/ui';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { LISTING_TYPE_LABELS, stockHue, stockText } from '../lib/listing-text';
import { VerifiedBadge } from './verified-badge';

// The facts beside the photos: type and category, who provides it (with the Verified business
// badge while it is verified) and where, rating, stock and the reference price with the cart's
// fixed fee spelled out (spec 1: item prices are reference only).

export interface ServiceItemOverviewProps {
  readonly item: ServiceItem;
  /** The add-to-cart control; the cart is another feature, so the page hands it in. */
  readonly action: ReactNode;
}

const servicesWith = (name: string, value: string) => paths.services.getHref(new URLSearchParams({ [name]: value }));

function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body1" component="div" sx={{ color: 'text.primary', minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function ServiceItemOverview({ item, action }: ServiceItemOverviewProps) {
  const t = useT();
  const locale = useLocale();
  const fee = formatFils(INFORMATION_REQUEST_PRICE_FILS, 3, locale);
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={t(LISTING_TYPE_LABELS[item.Type])} variant="outlined" />
        <Chip
          label={<bdi>{item.CategoryName}</bdi>}
          component={RouterLink}
          to={servicesWith('CategoryId', item.CategoryId)}
          clickable
          aria-label={t('catalog.item.categoryLink', { name: item.CategoryName })}
        />
      </Stack>
      <Stack spacing={1}>
        <IconLine icon={<StorefrontOutlined />}>
          <RichText<MessageId>
            id="catalog.item.providedBy"
            values={{ name: <bdi>{item.BusinessName}</bdi> }}
            components={{ link: <Link component={RouterLink} to={paths.brand.getHref(item.ProviderId)} /> }}
          />
          {item.BusinessVerification === 'verified' && <VerifiedBadge sx={{ marginInlineStart: 1 }} />}
        </IconLine>
        {item.Location && (
          <IconLine icon={<LocationOnOutlined />}>
            <bdi>{item.Location}</bdi>
          </IconLine>
        )}
      </Stack>
      <StarRating value={item.AverageRating} reviewCount={item.ReviewCount} size="medium" />
      <Typography
        variant="subtitle1"
        sx={(theme) => ({ fontWeight: 700, color: (theme.vars ?? theme).palette.status[stockHue(item)].fg })}
      >
        {stockText(item, t)}
      </Typography>
      <Box>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
          {t('catalog.item.referencePrice')}
        </Typography>
        <MoneyText amount={item.Price} decimals={3} variant="h4" component="p" />
      </Box>
      <Alert severity="info" variant="outlined">
        {t('catalog.item.feeNote', { fee })}
      </Alert>
      <Box>{action}</Box>
    </Stack>
  );
}
