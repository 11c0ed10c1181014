import type { Category } from '@marketplace/contract';
import { useMemo } from 'react';
import { useCategories } from '@/lib/categories-query';

/** Category names by id, for screens that only get a BusinessCategoryId. */
export function useCategoryNames(): ReadonlyMap<string, string> {
  const { data } = useCategories();
  return useMemo(
    () => new Map((data ?? []).map((category: Category) => [category.CategoryId, category.CategoryName])),
    [data],
  );
}
