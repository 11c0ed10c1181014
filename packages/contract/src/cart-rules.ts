import { CART_MIN_QUANTITY } from './constants';
import type { ListingType } from './enums';

// Cart rules of spec section 5, shared so the panel's buttons and the API's checks agree.

interface CartLineLike {
  readonly ServiceItemId: string;
  readonly Quantity: number;
}

/** One line per service item, keeping the highest quantity; the first occurrence keeps its place. */
export function dedupeCartItems<T extends CartLineLike>(items: readonly T[]): T[] {
  const byServiceItem = new Map<string, T>();
  for (const item of items) {
    const kept = byServiceItem.get(item.ServiceItemId);
    if (kept === undefined) {
      byServiceItem.set(item.ServiceItemId, item);
    } else if (item.Quantity > kept.Quantity) {
      // Map.set on an existing key keeps its insertion position.
      byServiceItem.set(item.ServiceItemId, item);
    }
  }
  return [...byServiceItem.values()];
}

interface StockLine {
  readonly Type: ListingType;
  readonly Quantity: number;
  readonly AvailableQuantity: number | null;
}

/** The stepper exists only for items (section 2.4); minus is disabled at 1 or less. */
export function canDecreaseQuantity(line: StockLine): boolean {
  return line.Type === 'item' && line.Quantity > CART_MIN_QUANTITY;
}

/** Plus is refused beyond AvailableQuantity; the panel then shows CART_TOASTS.maxQuantity. */
export function canIncreaseQuantity(line: StockLine): boolean {
  return line.Type === 'item' && line.AvailableQuantity !== null && line.Quantity < line.AvailableQuantity;
}

/** Whether a requested quantity is acceptable for this line (the API's check on PATCH and POST). */
export function isAllowedQuantity(line: Pick<StockLine, 'Type' | 'AvailableQuantity'>, quantity: number): boolean {
  if (!Number.isInteger(quantity) || quantity < CART_MIN_QUANTITY) return false;
  if (line.Type === 'service') return quantity === CART_MIN_QUANTITY;
  return line.AvailableQuantity !== null && quantity <= line.AvailableQuantity;
}
