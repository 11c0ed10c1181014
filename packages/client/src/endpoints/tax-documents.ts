import type { SellerDetails, UpdateSellerDetailsRequest } from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';

// The marketplace's tax documents (issue 36): the seller's details admins keep for them.

export function createTaxDocumentsApi(http: HttpClient) {
  return {
    /** Admins: the legal details every tax invoice and credit note is issued with. */
    sellerDetails: () => http.request<SellerDetails>('GET', '/api/Admin/seller-details'),
    /** Admins; audited. Documents already issued keep the details they were issued with. */
    setSellerDetails: (body: UpdateSellerDetailsRequest) =>
      http.request<SellerDetails>('PUT', '/api/Admin/seller-details', { body }),
  };
}

export type TaxDocumentsApi = ReturnType<typeof createTaxDocumentsApi>;
