import {
  DOCUMENT_UPLOAD_FIELD,
  UPLOAD_FALLBACKS,
  UPLOAD_TIMEOUT_MS,
  type CreateDocumentRequirementRequest,
  type DocumentRequirement,
  type DocumentRequirementList,
  type DocumentRequirementQuery,
  type DocumentReviewRequest,
  type Provider,
  type ProviderDocument,
  type ProviderVerificationSummary,
  type UpdateDocumentRequirementRequest,
  type VerificationReviewList,
  type VerificationReviewQuery,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// Verifying businesses (issue 38): the documents each business type gives, the provider's uploads
// and submission, and the admins' review, configuration and account deletion.

export interface DocumentUpload {
  readonly requirementId: string;
  readonly file: Blob;
  /** Only the fields the requirement has: the number printed on it, YYYY-MM-DD dates. */
  readonly number?: string;
  readonly issuedOn?: string;
  readonly expiresOn?: string;
  /** The share sent so far, 0 to 1 (browsers only). */
  readonly onProgress?: (fraction: number) => void;
}

export function createVerificationApi(http: HttpClient) {
  return {
    /** The documents a business type must give (providers: the active ones; admins: all). */
    requirements: (query: DocumentRequirementQuery = {}) =>
      http.request<DocumentRequirementList>('GET', '/api/Verification/requirements', { query: { ...query } }),
    createRequirement: (body: CreateDocumentRequirementRequest) =>
      http.request<DocumentRequirement>('POST', '/api/Admin/verification-requirements', { body }),
    updateRequirement: (id: string, body: UpdateDocumentRequirementRequest) =>
      http.request<DocumentRequirement>('PUT', apiPath`/api/Admin/verification-requirements/${id}`, { body }),
    /** A business's documents and where each stands (its provider and admins). */
    summary: (providerId: string) =>
      http.request<ProviderVerificationSummary>('GET', apiPath`/api/Provider/${providerId}/verification`),
    /** Uploads a document (new, or replacing the one not yet accepted); checked by content, 10 MB at most. */
    upload: (providerId: string, { requirementId, file, number, issuedOn, expiresOn, onProgress }: DocumentUpload) => {
      const form = new FormData();
      // Text fields first: the server reads them before the file's bytes.
      form.append('RequirementId', requirementId);
      if (number !== undefined) form.append('Number', number);
      if (issuedOn !== undefined) form.append('IssuedOn', issuedOn);
      if (expiresOn !== undefined) form.append('ExpiresOn', expiresOn);
      form.append(DOCUMENT_UPLOAD_FIELD, file);
      return http.request<ProviderDocument>('POST', apiPath`/api/Provider/${providerId}/documents`, {
        formData: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        fallbacks: UPLOAD_FALLBACKS,
        onUploadProgress: onProgress && ((loaded, total) => onProgress(total > 0 ? loaded / total : 0)),
      });
    },
    /** Sends the uploaded documents to the admins' review queue. */
    submit: (providerId: string) =>
      http.request<ProviderVerificationSummary>('POST', apiPath`/api/Provider/${providerId}/verification/submit`),
    /** The file's bytes, for a download (previews use the document's signed Url). */
    file: (providerId: string, documentId: string) =>
      http.request<Blob>('GET', apiPath`/api/Provider/${providerId}/documents/${documentId}/file`, {
        responseType: 'blob',
      }),
    /** Admins: accept a document, or ask for changes with a reason. */
    review: (providerId: string, documentId: string, body: DocumentReviewRequest) =>
      http.request<ProviderVerificationSummary>(
        'PATCH',
        apiPath`/api/Provider/${providerId}/documents/${documentId}/review`,
        { body },
      ),
    /** Admins: the businesses waiting for a review, oldest request first. */
    reviews: (query: VerificationReviewQuery = {}) =>
      http.request<VerificationReviewList>('GET', '/api/Admin/verification-reviews', { query: { ...query } }),
    /** Admins: delete a rejected or inactive business's account (its documents are kept for the retention period). */
    deleteProvider: (providerId: string) => http.request<Provider>('DELETE', apiPath`/api/Provider/${providerId}`),
  };
}

export type VerificationApi = ReturnType<typeof createVerificationApi>;
