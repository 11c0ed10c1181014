import {
  fallbacksFor,
  type Category,
  type CategoryList,
  type CategoryListQuery,
  type CreateCategoryRequest,
  type UpdateCategoryRequest,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Category (spec 7.7). The list is short and not paged.

export function createCategoriesApi(http: HttpClient) {
  return {
    /** Enabled categories; includeDisabled=true adds the disabled ones for admins. */
    list: (query: CategoryListQuery = {}) =>
      http.request<CategoryList>('GET', '/api/Category', { query, fallbacks: fallbacksFor('fetchCategories') }),
    create: (body: CreateCategoryRequest) =>
      http.request<Category>('POST', '/api/Category', { body, fallbacks: fallbacksFor('createCategory') }),
    update: (id: string, body: UpdateCategoryRequest) =>
      http.request<Category>('PUT', apiPath`/api/Category/${id}`, { body, fallbacks: fallbacksFor('updateCategory') }),
    setEnableStatus: (id: string, isEnable: boolean) =>
      http.request<Category>('PATCH', apiPath`/api/Category/${id}/enable-status`, {
        query: { isEnable },
        fallbacks: fallbacksFor('updateCategoryStatus'),
      }),
  };
}

export type CategoriesApi = ReturnType<typeof createCategoriesApi>;
