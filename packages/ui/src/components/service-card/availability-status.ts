import type { Availability, ListingType } from '@marketplace/contract';
import type { UiMessageId } from '../../lib/ui-text';
import type { Hue } from '../../theme/status-colors';

/**
 * What the availability line says (a message id of the design system's catalog, and its values)
 * and its status hue; items with a known stock say how many.
 */
export function availabilityStatus(
  availability: Availability,
  type: ListingType,
  availableQuantity: number | null | undefined,
): { label: UiMessageId; values?: { count: number }; hue: Hue } {
  if (availability === 'unavailable') return { label: 'ui.availability.unavailable', hue: 'grey' };
  if (availability === 'discontinued') return { label: 'ui.availability.discontinued', hue: 'red' };
  if (type === 'item' && availableQuantity != null) {
    return availableQuantity > 0
      ? { label: 'ui.availability.inStock', values: { count: availableQuantity }, hue: 'green' }
      : { label: 'ui.availability.outOfStock', hue: 'red' };
  }
  return { label: 'ui.availability.available', hue: 'green' };
}
