import {
  DEFAULT_FALLBACKS,
  fallbacksFor,
  PROFILE_TOASTS,
  type Customer,
  type CustomerDetails,
  type CustomerList,
  type CustomerListQuery,
  type LanguagePreference,
  type Locale,
  type UpdateUserRequest,
  type UserProfile,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// Customers and the signed-in customer's profile (spec 7.2). The provider-side profile call,
// GET /api/Provider/user/{id}, is in providers.ts.

export function createCustomersApi(http: HttpClient) {
  return {
    /** The current customer; isActive=true as the spec sends it (the API filters nothing on it). */
    getUser: (userId: string, isActive = true) =>
      http.request<UserProfile>('GET', apiPath`/api/Customer/user/${userId}`, {
        query: { isActive },
        fallbacks: fallbacksFor('fetchCustomer'),
      }),
    updateUser: (body: UpdateUserRequest) =>
      http.request<Customer>('PATCH', '/api/Customer/updateUser', {
        body,
        // Spec 8 gives a 404 on this call its own profile toast when the server sends no message.
        fallbacks: {
          byStatus: { 404: PROFILE_TOASTS.updateNotImplemented.description },
          fallback: DEFAULT_FALLBACKS.updateCustomerProfile,
        },
      }),
    /** Ours (issue 33): the signed-in user's language, whatever their role. */
    setLanguage: (language: Locale) =>
      http.request<LanguagePreference>('PUT', '/api/Users/me/language', { body: { Language: language } }),
    /** Admin list; search matches name, e-mail and phone. */
    list: (query: CustomerListQuery = {}) =>
      http.request<CustomerList>('GET', '/api/customer', { query, fallbacks: fallbacksFor('fetchCustomers') }),
    details: (id: string) =>
      http.request<CustomerDetails>('GET', apiPath`/api/customer/${id}/details`, {
        fallbacks: fallbacksFor('fetchCustomer'),
      }),
    setActiveStatus: (id: string, isActive: boolean) =>
      http.request<Customer>('PATCH', apiPath`/api/Customer/${id}/active-status`, {
        query: { isActive },
        fallbacks: fallbacksFor('updateCustomer'),
      }),
    /** Soft delete: the data is kept and the customer can no longer sign in. */
    delete: (id: string) =>
      http.request<Customer>('PATCH', apiPath`/api/Customer/${id}/delete`, {
        fallbacks: fallbacksFor('deleteCustomer'),
      }),
  };
}

export type CustomersApi = ReturnType<typeof createCustomersApi>;
