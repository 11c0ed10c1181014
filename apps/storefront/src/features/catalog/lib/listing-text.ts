import type { ListingType, ServiceItem } from '@marketplace/contract';
import type { MessageValues } from '@marketplace/i18n';
import { availabilityStatus } from '@marketplace/ui';
import type { MessageId } from '@/locales/message-id';

// Words for a listing's type and stock, shared by the detail page and its tests: message ids,
// translated where they are shown.

export const LISTING_TYPE_LABELS: Record<ListingType, MessageId> = {
  service: 'catalog.listingType.service',
  item: 'catalog.listingType.item',
};

type Translate = (id: MessageId, values?: MessageValues) => string;

/** Items say how many are left ('In stock: 7'); services only whether they can be requested. */
export function stockText(
  item: Pick<ServiceItem, 'Availability' | 'Type' | 'AvailableQuantity'>,
  t: Translate,
): string {
  if (item.Availability === 'unavailable') return t('catalog.stock.unavailable');
  if (item.Availability === 'discontinued') return t('catalog.stock.discontinued');
  if (item.Type === 'item') {
    const quantity = item.AvailableQuantity ?? 0;
    return quantity > 0 ? t('catalog.stock.inStock', { count: quantity }) : t('catalog.stock.outOfStock');
  }
  return t('catalog.stock.available');
}

/** The design system's hue for the same state, so the detail page and the cards agree on colour. */
export function stockHue(item: Pick<ServiceItem, 'Availability' | 'Type' | 'AvailableQuantity'>) {
  return availabilityStatus(item.Availability, item.Type, item.AvailableQuantity).hue;
}
