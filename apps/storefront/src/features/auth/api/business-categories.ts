import type { Category } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { getCategoriesQueryOptions } from '@/lib/categories-query';

// GET /api/Category (spec 7.7) for the provider signup's business category, from the one cached
// copy the catalog pages use. Visitors get the enabled categories only; the filter below also
// guards against an admin-shaped answer.

const enabledByName = (categories: Category[]) =>
  categories.filter((category) => category.IsEnable).sort((a, b) => a.CategoryName.localeCompare(b.CategoryName));

export function useBusinessCategories() {
  const api = useApi();
  return useQuery({ ...getCategoriesQueryOptions(api), select: enabledByName });
}
