import type { ListingType, ServiceItem } from '@marketplace/contract';
import { availabilityStatus } from '@marketplace/ui';

// Words for a listing's type and stock, shared by the detail page and its tests.

export const LISTING_TYPE_LABELS: Record<ListingType, string> = { service: 'Service', item: 'Item' };

/** Items say how many are left ('In stock: 7'); services only whether they can be requested. */
export function stockText(item: Pick<ServiceItem, 'Availability' | 'Type' | 'AvailableQuantity'>): string {
  if (item.Availability === 'unavailable') return 'Currently unavailable';
  if (item.Availability === 'discontinued') return 'Discontinued';
  if (item.Type === 'item') {
    const quantity = item.AvailableQuantity ?? 0;
    return quantity > 0 ? `In stock: ${quantity}` : 'Out of stock';
  }
  return 'Available';
}

/** The design system's hue for the same state, so the detail page and the cards agree on colour. */
export function stockHue(item: Pick<ServiceItem, 'Availability' | 'Type' | 'AvailableQuantity'>) {
  return availabilityStatus(item.Availability, item.Type, item.AvailableQuantity).hue;
}
