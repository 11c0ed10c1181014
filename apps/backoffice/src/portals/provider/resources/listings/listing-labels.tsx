import type { Availability, ListingType } from '@marketplace/contract';
import { HueChip, type Hue } from '@marketplace/ui';
import { useMemo } from 'react';
import { useT, type MessageId, type Translate } from '@/i18n/text';
import {
  stockLevel,
  stockLevelLabel,
  STOCK_LEVELS,
  type StockLevel,
} from '@/portals/provider/components/listing-stock';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';

// Words and chips of the listings screens: one place for the labels of types, availability,
// stock levels and the listing's public state, in the language on screen.

const TYPE_LABELS: Record<ListingType, MessageId> = {
  service: 'provider.listings.type.service',
  item: 'provider.listings.type.item',
};
const AVAILABILITY_LABELS: Record<Availability, MessageId> = {
  available: 'provider.listings.availability.available',
  unavailable: 'provider.listings.availability.unavailable',
  discontinued: 'provider.listings.availability.discontinued',
};

/** "Service" / "خدمة"; '' for a type the API may add later. */
export const typeLabel = (t: Translate, type: ListingType): string => {
  const id = TYPE_LABELS[type] as MessageId | undefined;
  return id ? t(id) : '';
};
/** "Available" / "متاح"; '' for an availability the API may add later. */
export const availabilityLabel = (t: Translate, availability: Availability): string => {
  const id = AVAILABILITY_LABELS[availability] as MessageId | undefined;
  return id ? t(id) : '';
};

/**
 * What a provider may pick. "discontinued" is the API's answer to deleting an ordered listing, not
 * a choice: offered in a form it would hide a listing as if deleted while it could still be edited.
 */
export type ProviderAvailability = Exclude<Availability, 'discontinued'>;

export interface ListingChoices {
  readonly type: { id: ListingType; name: string }[];
  /** Every availability: the list's filter (a provider may look for their discontinued listings). */
  readonly availability: { id: Availability; name: string }[];
  readonly providerAvailability: { id: ProviderAvailability; name: string }[];
  readonly stock: { id: StockLevel; name: string }[];
}

/** The choices of the listings' inputs and filters, named in the language on screen. */
export function useListingChoices(): ListingChoices {
  const t = useT();
  return useMemo(() => {
    const availability = (Object.keys(AVAILABILITY_LABELS) as Availability[]).map((id) => ({
      id,
      name: availabilityLabel(t, id),
    }));
    return {
      type: (Object.keys(TYPE_LABELS) as ListingType[]).map((id) => ({ id, name: typeLabel(t, id) })),
      availability,
      providerAvailability: availability.filter(
        (choice): choice is { id: ProviderAvailability; name: string } => choice.id !== 'discontinued',
      ),
      stock: STOCK_LEVELS.map((id) => ({ id, name: stockLevelLabel(t, id) })),
    };
  }, [t]);
}

export const isDiscontinued = (record: ListingRecord | undefined) => record?.Availability === 'discontinued';

const AVAILABILITY_HUES: Record<Availability, Hue> = { available: 'green', unavailable: 'grey', discontinued: 'red' };
const STOCK_HUES: Record<StockLevel, Hue> = { 'in-stock': 'green', low: 'yellow', out: 'red' };

export function AvailabilityChip({ record }: { record: ListingRecord }) {
  const t = useT();
  const availability = record.Availability;
  return <HueChip hue={AVAILABILITY_HUES[availability] ?? 'grey'} label={availabilityLabel(t, availability)} />;
}

/** Items: the count and its level; services have no stock ("—", read as "no stock"). */
export function StockText({ record }: { record: ListingRecord }) {
  const t = useT();
  const level = stockLevel(record.Type, record.AvailableQuantity);
  if (!level) return <span aria-label={t('provider.listings.stock.none')}>—</span>;
  return (
    <span>
      {record.AvailableQuantity}{' '}
      {level !== 'in-stock' && (
        <HueChip
          hue={STOCK_HUES[level]}
          label={t(level === 'low' ? 'provider.listings.stock.lowChip' : 'provider.listings.stock.outChip')}
        />
      )}
    </span>
  );
}

/** Whether customers see it: discontinued and unavailable listings, and a business not active, are hidden. */
export function publicStateLabel(t: Translate, record: ListingRecord, businessActive: boolean): string {
  if (record.Availability === 'discontinued') return t('provider.listings.state.discontinued');
  if (!businessActive) return t('provider.listings.state.businessNotActive');
  if (record.Availability === 'unavailable') return t('provider.listings.state.hidden');
  return t('provider.listings.state.public');
}
