import type { ListingType } from '@marketplace/contract';
import { readBilingualTable } from './bilingual-table';

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
  /** The Arabic name and description (issue 33); '' for the few listings left English-only. */
  nameAr: string;
  descriptionAr: string;
  /** Reference price range in BHD; the seed draws a price inside it. */
  minBhd: number;
  maxBhd: number;
}

/**
 * Listing tables are written as `type | name | min-max BHD | description` lines, each followed by
 * its `ar | Arabic name | Arabic description` line (bilingual-table.ts): one line per listing and
 * language stays readable and greppable, where 120 object literals would not.
 */
export function parseListings(category: CategoryKey, table: string): ListingTemplate[] {
  return readBilingualTable(table, category).map(({ cells, arabic, source }) => {
    const [type, name, range, description, ...extra] = cells;
    const [min, max] = (range ?? '').split('-').map(Number);
    if (
      (type !== 'item' && type !== 'service') ||
      !name ||
      !description ||
      extra.length > 0 ||
      !min ||
      !max ||
      min > max
    ) {
      throw new Error(`Bad listing line in ${category}: ${source}`);
    }
    return {
      category,
      type,
      name,
      description,
      nameAr: arabic?.name ?? '',
      descriptionAr: arabic?.description ?? '',
      minBhd: min,
      maxBhd: max,
    };
  });
}
