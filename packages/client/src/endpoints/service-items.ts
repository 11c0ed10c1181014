import {
  fallbacksFor,
  type ActionResult,
  type CreateServiceItemRequest,
  type ListingImportReport,
  type ListingImportRequest,
  type ServiceItem,
  type ServiceItemList,
  type ServiceItemListQuery,
  type UpdateServiceItemRequest,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/service-items (spec 7.4). The storefront filters with `type`, the provider area with
// `Type` and ProviderId; the query type takes both as the API does.

const fetchFallbacks = fallbacksFor('fetchServiceItems');
const changeFallbacks = fallbacksFor('unknown');

export function createServiceItemsApi(http: HttpClient) {
  return {
    list: (query: ServiceItemListQuery = {}) =>
      http.request<ServiceItemList>('GET', '/api/service-items', { query, fallbacks: fetchFallbacks }),
    get: (id: string) =>
      http.request<ServiceItem>('GET', apiPath`/api/service-items/${id}`, { fallbacks: fetchFallbacks }),
    create: (body: CreateServiceItemRequest) =>
      http.request<ServiceItem>('POST', '/api/service-items', { body, fallbacks: changeFallbacks }),
    update: (id: string, body: UpdateServiceItemRequest) =>
      http.request<ServiceItem>('PUT', apiPath`/api/service-items/${id}`, { body, fallbacks: changeFallbacks }),
    delete: (id: string) =>
      http.request<ActionResult>('DELETE', apiPath`/api/service-items/${id}`, { fallbacks: changeFallbacks }),
    /** Judges every row (DryRun: only that); 200 with Valid=false when any row is wrong, nothing written. */
    importCsv: (body: ListingImportRequest) =>
      http.request<ListingImportReport>('POST', '/api/service-items/import', { body, fallbacks: changeFallbacks }),
  };
}

export type ServiceItemsApi = ReturnType<typeof createServiceItemsApi>;
