import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from './api';

// GET /api/Category (spec 7.7): the enabled categories, a short list that is not paged. One cached
// copy under one key for every screen that lists them: the home page, the services filter and the
// brands page (features/catalog) and the provider signup's business category (features/auth).
// Shared code, because features do not import each other.

export const categoriesKey = ['categories'] as const;

export const getCategoriesQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: categoriesKey,
    queryFn: () => api.categories.list(),
  });

export function useCategories() {
  const api = useApi();
  return useQuery(getCategoriesQueryOptions(api));
}
