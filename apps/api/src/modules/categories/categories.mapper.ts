import type { Category } from '@marketplace/contract';
import type { CategoryRow } from './categories.repository';

/** A category row as the contract answers it. */
export function toCategory(row: CategoryRow): Category {
  return {
    CategoryId: row.id,
    CategoryName: row.name,
    CategoryDescription: row.description,
    ImageUrl: row.imageUrl ?? '',
    IsEnable: row.isEnable,
  };
}
