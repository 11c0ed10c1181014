import type { MessageId, Translate } from '@/i18n/text';

// A listing's stock level, one rule for the listings screen's filter and column and the home
// page's "low or zero stock" tile. Services have no stock (AvailableQuantity null).

/** An item with this many or fewer left (and more than none) counts as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;

export const STOCK_LEVELS = ['in-stock', 'low', 'out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

const STOCK_LEVEL_LABELS: Record<StockLevel, MessageId> = {
  'in-stock': 'provider.listings.stock.inStock',
  low: 'provider.listings.stock.low',
  out: 'provider.listings.stock.out',
};

/** "In stock", "Low (5 or fewer)", "Out of stock" in the language on screen (`t` of useT). */
export function stockLevelLabel(t: Translate, level: StockLevel): string {
  return t(STOCK_LEVEL_LABELS[level], { max: LOW_STOCK_THRESHOLD });
}

export const isStockLevel = (value: unknown): value is StockLevel =>
  typeof value === 'string' && (STOCK_LEVELS as readonly string[]).includes(value);

/** null for a service (no stock to speak of). */
export function stockLevel(type: string, availableQuantity: number | null | undefined): StockLevel | null {
  if (type !== 'item' || availableQuantity === null || availableQuantity === undefined) return null;
  if (availableQuantity <= 0) return 'out';
  return availableQuantity <= LOW_STOCK_THRESHOLD ? 'low' : 'in-stock';
}
