import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// GET /api/Category (spec 7.7) for the provider signup's business category. Visitors get the
// enabled categories only; the filter below also guards against an admin-shaped answer.

export function businessCategoriesQueryOptions(api: Api) {
  return queryOptions({
    queryKey: ['categories', 'list', { includeDisabled: false }],
    queryFn: () => api.categories.list(),
    select: (categories) =>
      categories.filter((category) => category.IsEnable).sort((a, b) => a.CategoryName.localeCompare(b.CategoryName)),
  });
}

export function useBusinessCategories() {
  const api = useApi();
  return useQuery(businessCategoriesQueryOptions(api));
}
