import type { Availability, ListingType } from '@marketplace/contract';
import { HueChip, type Hue } from '@marketplace/ui';
import {
  stockLevel,
  STOCK_LEVEL_LABELS,
  STOCK_LEVELS,
  type StockLevel,
} from '@/portals/provider/components/listing-stock';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';

// Words and chips of the listings screens: one place for the labels of types, availability,
// stock levels and the listing's public state.

export const TYPE_LABELS: Record<ListingType, string> = { service: 'Service', item: 'Item' };
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  unavailable: 'Unavailable',
  discontinued: 'Discontinued',
};

export const TYPE_CHOICES = (Object.keys(TYPE_LABELS) as ListingType[]).map((id) => ({ id, name: TYPE_LABELS[id] }));
/** Every availability: the list's filter (a provider may look for their discontinued listings). */
export const AVAILABILITY_CHOICES = (Object.keys(AVAILABILITY_LABELS) as Availability[]).map((id) => ({
  id,
  name: AVAILABILITY_LABELS[id],
}));
/**
 * What a provider may pick. "discontinued" is the API's answer to deleting an ordered listing, not
 * a choice: offered in a form it would hide a listing as if deleted while it could still be edited.
 */
export type ProviderAvailability = Exclude<Availability, 'discontinued'>;
export const PROVIDER_AVAILABILITY_CHOICES = AVAILABILITY_CHOICES.filter(
  (choice): choice is { id: ProviderAvailability; name: string } => choice.id !== 'discontinued',
);
export const isDiscontinued = (record: ListingRecord | undefined) => record?.Availability === 'discontinued';
export const DISCONTINUED_NOTE =
  'This listing was deleted after it had been ordered, so it is kept for the order history and hidden from customers. Its availability cannot be changed; add a new listing to offer it again.';
export const STOCK_CHOICES = STOCK_LEVELS.map((id) => ({ id, name: STOCK_LEVEL_LABELS[id] }));

const AVAILABILITY_HUES: Record<Availability, Hue> = { available: 'green', unavailable: 'grey', discontinued: 'red' };
const STOCK_HUES: Record<StockLevel, Hue> = { 'in-stock': 'green', low: 'yellow', out: 'red' };

export function AvailabilityChip({ record }: { record: ListingRecord }) {
  const availability = record.Availability;
  return <HueChip hue={AVAILABILITY_HUES[availability] ?? 'grey'} label={AVAILABILITY_LABELS[availability]} />;
}

/** Items: the count and its level; services have no stock ("—", read as "no stock"). */
export function StockText({ record }: { record: ListingRecord }) {
  const level = stockLevel(record.Type, record.AvailableQuantity);
  if (!level) return <span aria-label="No stock (service)">—</span>;
  return (
    <span>
      {record.AvailableQuantity}{' '}
      {level !== 'in-stock' && <HueChip hue={STOCK_HUES[level]} label={level === 'low' ? 'Low' : 'Out'} />}
    </span>
  );
}

/** Whether customers see it: discontinued and unavailable listings, and a business not active, are hidden. */
export function publicStateLabel(record: ListingRecord, businessActive: boolean): string {
  if (record.Availability === 'discontinued') return 'Discontinued (kept for past orders)';
  if (!businessActive) return 'Not public: business not active';
  if (record.Availability === 'unavailable') return 'Hidden from customers';
  return 'Public';
}
