import type { Category } from '@marketplace/contract';
import type { CategoryRow } from './categories.repository';

/** A category row as the contract answers it (in English; an Arabic reader's answer: lib/content-language.ts). */
export function toCategory(row: CategoryRow): Category {
  return {
    CategoryId: row.id,
    CategoryName: row.name,
    CategoryDescription: row.description,
    CategoryNameAr: row.nameAr,
    CategoryDescriptionAr: row.descriptionAr,
    ImageUrl: row.imageUrl ?? '',
    IsEnable: row.isEnable,
  };
}
