import type { ServiceItem } from '@marketplace/contract';
import { ServiceCard, ServiceCardSkeleton } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { ElementType } from 'react';
import { paths } from '@/config/paths';
import { ListingLink } from './listing-link';
import { VerifiedBadge } from './verified-badge';

// Listings as a responsive list of cards: one column on a 360 px phone, up to four on a desktop.
// A real list (ul/li), so a screen reader announces how many results the page holds. A verified
// business's name carries the compact badge; the cards offer no cart action (the listing's page does).

const cell = { xs: 12, sm: 6, md: 4, lg: 3 } as const;
const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export interface ServiceGridProps {
  readonly items: readonly ServiceItem[];
  /** The cards' heading level: one below the heading of the section they sit in. */
  readonly headingComponent?: ElementType;
  /**
   * How many of the first cards fetch their photo at once with high priority: the results page's
   * first card is its largest paint on a phone (issue 18). Others load lazily as they scroll in.
   */
  readonly priorityPhotos?: number;
}

export function ServiceGrid({ items, headingComponent = 'h3', priorityPhotos = 0 }: ServiceGridProps) {
  return (
    <Grid container spacing={2} component="ul" sx={list}>
      {items.map((item, index) => (
        <Grid key={item.ServiceItemId} size={cell} component="li">
          <ServiceCard
            name={item.Name}
            type={item.Type}
            providerName={item.BusinessName}
            providerBadge={item.BusinessVerification === 'verified' ? <VerifiedBadge compact /> : undefined}
            price={item.Price}
            photos={item.Photos}
            averageRating={item.AverageRating}
            reviewCount={item.ReviewCount}
            availability={item.Availability}
            availableQuantity={item.AvailableQuantity}
            href={paths.serviceItem.getHref(item.ServiceItemId)}
            linkComponent={ListingLink}
            headingComponent={headingComponent}
            photoPriority={index < priorityPhotos}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** The grid's shape while it loads; the caller announces the loading (skeletons have no text). */
export function ServiceGridSkeleton({ count }: { readonly count: number }) {
  return (
    <Grid container spacing={2}>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={cell}>
          <Box aria-hidden>
            <ServiceCardSkeleton />
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
