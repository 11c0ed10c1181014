import { isPlaceholderImage, responsiveImage, type Availability, type ListingType } from '@marketplace/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { useUiText, type UiMessageId } from '../../lib/ui-text';
import { MoneyText } from '../money-text';
import { StarRating } from '../star-rating';
import { availabilityStatus } from './availability-status';
import { ListingPlaceholder } from './listing-placeholder';

export interface ServiceCardProps {
  name: string;
  type: ListingType;
  providerName: string;
  /** Reference price in BHD (the cart charges per information request, not this). */
  price: number;
  /** The first usable one is shown; none, or only placeholder URLs, show the built-in placeholder. */
  photos?: readonly string[];
  averageRating: number | null;
  reviewCount: number;
  availability: Availability;
  /** Items' stock; services have none (null). */
  availableQuantity?: number | null;
  /** The whole card opens the listing: a button calling this, or a link when `href` is given. */
  onOpen?: () => void;
  href?: string;
  /** The app's router link; it receives `href`. */
  linkComponent?: ElementType;
  /** Rendered under the card's content, above the card's own click area (e.g. Add to cart). */
  action?: ReactNode;
  /**
   * Rendered right after the provider's name, above the card's own click area: the compact
   * VerifiedBusinessBadge of a verified business.
   */
  providerBadge?: ReactNode;
  /** The name's heading level within the page. */
  headingComponent?: ElementType;
  referencePriceLabel?: string;
  /**
   * The photo is likely the page's largest paint (the first card of a results page): fetched at
   * once with high priority instead of lazily, so phones show it sooner (issue 18).
   */
  photoPriority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The storefront's card grid: one column on phones, two from 600 px, three from 900 px, four
 * from 1200 px inside the 1200 px container (16-24 px gutters). A little wider than the real
 * card at each step, so the browser errs towards the sharper file.
 */
const CARD_PHOTO_SIZES = '(min-width: 1200px) 290px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';
/** A card is at most ~560 CSS px wide (a 600 px-wide phone held sideways), times 1-3x screens. */
const CARD_PHOTO_WIDTHS = [160, 320, 480, 640, 960] as const;

const TYPE_LABELS: Record<ListingType, UiMessageId> = {
  service: 'ui.serviceCard.service',
  item: 'ui.serviceCard.item',
};

const OPEN_CLASS = 'service-card-open';

/** A catalogue listing: photo, type, name, provider, rating, availability and reference price. */
export function ServiceCard(props: ServiceCardProps) {
  const { name, type, providerName, price, photos = [], averageRating, reviewCount, availability } = props;
  const { availableQuantity, onOpen, href, linkComponent, action, providerBadge, headingComponent = 'h3' } = props;
  const { photoPriority, sx } = props;
  const t = useUiText();
  const referencePriceLabel = props.referencePriceLabel ?? t('ui.serviceCard.referencePrice');
  const photoUrl = photos.find((url) => !isPlaceholderImage(url));
  const photo = photoUrl
    ? responsiveImage(photoUrl, { widths: CARD_PHOTO_WIDTHS, sizes: CARD_PHOTO_SIZES })
    : undefined;
  const status = availabilityStatus(availability, type, availableQuantity);
  return (
    <Card
      sx={[
        (theme) => ({
          position: 'relative',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          transition: theme.transitions.create('border-color'),
          '&:hover': { borderColor: (theme.vars ?? theme).palette.text.secondary },
          // The focus ring goes round the whole card, which is what the one action opens.
          [`&:has(.${OPEN_CLASS}.Mui-focusVisible)`]: {
            outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ aspectRatio: '4 / 3', overflow: 'hidden' }}>
        {photo ? (
          // Greyed when it cannot be ordered; the availability text says so in words.
          <Box
            component="img"
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.sizes}
            alt={name}
            // The box is 4:3; the attributes give the browser that ratio before any CSS.
            width={400}
            height={300}
            loading={photoPriority ? 'eager' : 'lazy'}
            fetchPriority={photoPriority ? 'high' : 'auto'}
            decoding="async"
            sx={{
              display: 'block',
              width: 1,
              height: 1,
              objectFit: 'cover',
              filter: availability === 'available' ? undefined : 'grayscale(1)',
            }}
          />
        ) : (
          <ListingPlaceholder />
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Chip size="small" variant="outlined" label={t(TYPE_LABELS[type])} />
          <Typography
            variant="body2"
            sx={(theme) => ({ color: (theme.vars ?? theme).palette.status[status.hue].fg, fontWeight: 600 })}
          >
            {t(status.label, status.values)}
          </Typography>
        </Stack>
        <Typography component={headingComponent} variant="h6">
          <ButtonBase
            className={OPEN_CLASS}
            // A link when there is somewhere to go (the app's router link, if given), else a button.
            component={href ? (linkComponent ?? 'a') : 'button'}
            href={href}
            onClick={onOpen}
            disableRipple
            // Names are the provider's own text, in any script: each keeps its own direction
            // (and its clamp's ellipsis at its own end).
            dir="auto"
            // The "stretched link": its ::after covers the card, so a click anywhere opens the
            // listing while the name alone is the accessible name and the rest stays plain text.
            sx={{
              // Two lines at most, so the cards of a row keep one height.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              position: 'static',
              font: 'inherit',
              letterSpacing: 'inherit',
              // 'left' is the page's start: the RTL style cache flips it, whatever the name's own
              // direction ('start' would follow the name's).
              textAlign: 'left',
              '&.Mui-focusVisible': { outline: 'none' },
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {name}
          </ButtonBase>
        </Typography>
        {providerBadge ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: -0.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary', minWidth: 0 }}>
              <bdi>{providerName}</bdi>
            </Typography>
            <Box sx={{ position: 'relative', zIndex: 2, display: 'flex' }}>{providerBadge}</Box>
          </Stack>
        ) : (
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary', mt: -0.5 }}>
            <bdi>{providerName}</bdi>
          </Typography>
        )}
        <StarRating value={averageRating} reviewCount={reviewCount} />
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {referencePriceLabel}
          </Typography>
          <MoneyText amount={price} decimals={3} variant="h6" component="p" />
        </Box>
      </CardContent>
      {action && <CardActions sx={{ position: 'relative', zIndex: 2, px: 2, pt: 0, pb: 2 }}>{action}</CardActions>}
    </Card>
  );
}
