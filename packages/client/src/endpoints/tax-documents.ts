import type {
  SellerDetails,
  TaxDocument,
  UpdateSellerDetailsRequest,
  VatReport,
  VatReportQuery,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// The marketplace's tax documents (issue 36): the seller's details admins keep for them, and the
// VAT report made from them.

export function createTaxDocumentsApi(http: HttpClient) {
  return {
    /** An order's invoice and credit notes: its customer and admins; a provider, the lines of its own items. */
    ofOrder: (orderId: string) => http.request<TaxDocument[]>('GET', apiPath`/api/Order/${orderId}/tax-documents`),
    /** The document as a PDF to keep, its bytes (the order's customer and admins). */
    pdf: (documentId: string) =>
      http.request<Blob>('GET', apiPath`/api/TaxDocument/${documentId}/pdf`, { responseType: 'blob' }),
    /** Admins: the legal details every tax invoice and credit note is issued with. */
    sellerDetails: () => http.request<SellerDetails>('GET', '/api/Admin/seller-details'),
    /** Admins; audited. Documents already issued keep the details they were issued with. */
    setSellerDetails: (body: UpdateSellerDetailsRequest) =>
      http.request<SellerDetails>('PUT', '/api/Admin/seller-details', { body }),
    /** Admins: a month's or a quarter's taxable sales, output VAT and credit notes, per day and in total. */
    vatReport: (query: VatReportQuery) =>
      http.request<VatReport>('GET', '/api/Admin/vat-report', { query: { ...query } }),
  };
}

export type TaxDocumentsApi = ReturnType<typeof createTaxDocumentsApi>;
