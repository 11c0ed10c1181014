import {
  fallbacksFor,
  type ActionResult,
  type CreateInquiryRequest,
  type Inquiry,
  type InquiryList,
  type InquiryListQuery,
  type InquiryStatus,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/CustomerInquiry (spec 7.7): sent from the contact page, handled by admins.

export function createInquiriesApi(http: HttpClient) {
  return {
    /** Public: visitors may write too. */
    create: (body: CreateInquiryRequest) => http.request<Inquiry>('POST', '/api/CustomerInquiry', { body }),
    /** page, pageSize, status ('all' or absent: no filter). */
    list: (query: InquiryListQuery = {}) =>
      http.request<InquiryList>('GET', '/api/CustomerInquiry', { query, fallbacks: fallbacksFor('fetchInquiries') }),
    setStatus: (id: string, status: InquiryStatus) =>
      http.request<Inquiry>('PATCH', apiPath`/api/CustomerInquiry/${id}/status`, {
        query: { status },
        fallbacks: fallbacksFor('updateInquiryStatus'),
      }),
    delete: (id: string) =>
      http.request<ActionResult>('DELETE', apiPath`/api/CustomerInquiry/${id}`, {
        fallbacks: fallbacksFor('deleteInquiry'),
      }),
  };
}

export type InquiriesApi = ReturnType<typeof createInquiriesApi>;
