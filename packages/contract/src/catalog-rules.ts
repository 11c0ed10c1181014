import { bhdToFils, MONEY_MAX_FILS } from './money';
import type { ListingType } from './enums';

// Catalogue rules that JSON Schema cannot express on its own: the price-range filter format,
// the two spellings of the type filter and the stock rule that depends on the listing type.

/** "min-max" in BHD, up to 3 decimals each, e.g. "0-10" or "2.5-7.250". */
export const PRICE_RANGE_PATTERN = '^[0-9]{1,9}(?:\\.[0-9]{1,3})?-[0-9]{1,9}(?:\\.[0-9]{1,3})?$';
const PRICE_RANGE_REGEX = new RegExp(PRICE_RANGE_PATTERN);

export interface PriceRangeFils {
  readonly minFils: number;
  readonly maxFils: number;
}

/**
 * Bounds above the highest price anyone can set behave like one fils above it; clamping keeps them
 * inside the database's 32-bit fils column (999999999 BHD would overflow the comparison).
 */
const PRICE_BOUND_CAP_FILS = MONEY_MAX_FILS + 1;

/** Parses "min-max" into inclusive fils bounds; null when malformed or when min exceeds max. */
export function parsePriceRange(value: string): PriceRangeFils | null {
  if (!PRICE_RANGE_REGEX.test(value)) return null;
  const [min = '', max = ''] = value.split('-');
  const minFils = bhdToFils(Number(min));
  const maxFils = bhdToFils(Number(max));
  if (minFils > maxFils) return null;
  return { minFils: Math.min(minFils, PRICE_BOUND_CAP_FILS), maxFils: Math.min(maxFils, PRICE_BOUND_CAP_FILS) };
}

export function formatPriceRange(minBhd: number, maxBhd: number): string {
  return `${minBhd}-${maxBhd}`;
}

/** The storefront filters with `type`, the provider area with `Type`; `Type` wins if both differ. */
export function listingTypeFromQuery(query: {
  readonly type?: ListingType | undefined;
  readonly Type?: ListingType | undefined;
}): ListingType | undefined {
  return query.Type ?? query.type;
}

export const STOCK_RULE_MESSAGES = {
  itemNeedsQuantity: 'An item needs an available quantity (0 or more).',
  serviceHasNoQuantity: 'A service has no stock: leave the available quantity empty.',
} as const;

/** Items carry a stock count, services do not (their AvailableQuantity is null). */
export function stockRuleProblem(type: ListingType, availableQuantity: number | null): string | null {
  if (type === 'item' && availableQuantity === null) return STOCK_RULE_MESSAGES.itemNeedsQuantity;
  if (type === 'service' && availableQuantity !== null) return STOCK_RULE_MESSAGES.serviceHasNoQuantity;
  return null;
}
