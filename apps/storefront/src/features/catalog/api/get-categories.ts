import type { Api } from '@marketplace/client';
import type { Category } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/Category (spec 7.7): the enabled categories, a short list that is not paged. The home
// page, the services filter and the brands page share one cached copy.

export const getCategoriesQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: () => api.categories.list(),
  });

export function useCategories() {
  const api = useApi();
  return useQuery(getCategoriesQueryOptions(api));
}

/** Category names by id, for screens that only get a BusinessCategoryId. */
export function useCategoryNames(): ReadonlyMap<string, string> {
  const { data } = useCategories();
  return useMemo(
    () => new Map((data ?? []).map((category: Category) => [category.CategoryId, category.CategoryName])),
    [data],
  );
}
