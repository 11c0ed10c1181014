import type { Availability, ListingType } from '@marketplace/contract';
import type { Hue } from '../../theme/status-colors';

/** What the availability line says and its status hue; items with a known stock say how many. */
export function availabilityStatus(
  availability: Availability,
  type: ListingType,
  availableQuantity: number | null | undefined,
): { label: string; hue: Hue } {
  if (availability === 'unavailable') return { label: 'Unavailable', hue: 'grey' };
  if (availability === 'discontinued') return { label: 'Discontinued', hue: 'red' };
  if (type === 'item' && availableQuantity != null) {
    return availableQuantity > 0
      ? { label: `${availableQuantity} in stock`, hue: 'green' }
      : { label: 'Out of stock', hue: 'red' };
  }
  return { label: 'Available', hue: 'green' };
}
