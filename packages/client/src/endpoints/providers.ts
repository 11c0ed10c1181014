import {
  fallbacksFor,
  type CreateProviderRequest,
  type Provider,
  type ProviderList,
  type ProviderListQuery,
  type ProviderStats,
  type ProviderStatusRequest,
  type TopNQuery,
  type TopProviderList,
  type UpdateProviderRequest,
  type UserProfile,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Provider (spec 7.5), plus the profile of providers, admins and super admins (spec 6).

export function createProvidersApi(http: HttpClient) {
  return {
    /** The current user for every role but customer. */
    getUser: (userId: string, isActive = true) =>
      http.request<UserProfile>('GET', apiPath`/api/Provider/user/${userId}`, {
        query: { isActive },
        fallbacks: fallbacksFor('fetchProvider'),
      }),
    list: (query: ProviderListQuery = {}) =>
      http.request<ProviderList>('GET', '/api/Provider/providers', {
        query,
        fallbacks: fallbacksFor('fetchProviders'),
      }),
    get: (id: string) =>
      http.request<Provider>('GET', apiPath`/api/Provider/${id}`, { fallbacks: fallbacksFor('fetchProvider') }),
    create: (body: CreateProviderRequest) =>
      http.request<Provider>('POST', '/api/Provider', { body, fallbacks: fallbacksFor('updateProvider') }),
    update: (id: string, body: UpdateProviderRequest) =>
      http.request<Provider>('PUT', apiPath`/api/Provider/${id}`, { body, fallbacks: fallbacksFor('updateProvider') }),
    /** An admin's status change with an optional reason quoted to the provider. */
    setStatus: (id: string, body: ProviderStatusRequest) =>
      http.request<Provider>('PATCH', apiPath`/api/Provider/${id}/status`, {
        body,
        fallbacks: fallbacksFor('updateProviderStatus'),
      }),
    /** The rejected provider asks for another review (rejected -> pending); answers the Provider. */
    resubmit: (id: string) =>
      http.request<Provider>('POST', apiPath`/api/Provider/${id}/resubmit`, {
        fallbacks: fallbacksFor('updateProviderStatus'),
      }),
    topRated: (query: TopNQuery = {}) =>
      http.request<TopProviderList>('GET', '/api/Provider/top-rated', {
        query,
        fallbacks: fallbacksFor('fetchTopProviders'),
      }),
    stats: (id: string) =>
      http.request<ProviderStats>('GET', apiPath`/api/Provider/${id}/stats`, {
        fallbacks: fallbacksFor('fetchDashboard'),
      }),
  };
}

export type ProvidersApi = ReturnType<typeof createProvidersApi>;
