import type { ListingType } from '@marketplace/contract';

export type CategoryKey =
  | 'air-conditioning'
  | 'plumbing'
  | 'electrical'
  | 'home-maintenance'
  | 'cleaning'
  | 'pest-control'
  | 'beauty-wellness'
  | 'automotive'
  | 'it-electronics'
  | 'events-catering'
  | 'moving-storage';

export interface ListingTemplate {
  category: CategoryKey;
  type: ListingType;
  name: string;
  description: string;
  /** Reference price range in BHD; the seed draws a price inside it. */
  minBhd: number;
  maxBhd: number;
}

/**
 * Listing tables are written as `type | name | min-max BHD | description` lines: one line per
 * listing stays readable and greppable, where 120 object literals would not.
 */
export function parseListings(category: CategoryKey, table: string): ListingTemplate[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [type, name, range, description] = line.split('|').map((part) => part.trim());
      const [min, max] = (range ?? '').split('-').map(Number);
      if ((type !== 'item' && type !== 'service') || !name || !description || !min || !max || min > max) {
        throw new Error(`Bad listing line in ${category}: ${line}`);
      }
      return { category, type, name, description, minBhd: min, maxBhd: max };
    });
}
