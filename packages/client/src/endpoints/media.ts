import {
  MEDIA_UPLOAD_FIELDS,
  UPLOAD_FALLBACKS,
  UPLOAD_TIMEOUT_MS,
  type ActionResult,
  type MediaUploadFields,
  type MediaUploadResponse,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// POST /api/Media/upload (multipart) and DELETE /api/Media/{mediaId}?userId= (spec 7.2).
// Read the stored address with contract's uploadedFileUrl(response) (FileUrl or Url).

export interface MediaUpload extends MediaUploadFields {
  /** A File from an input, or any Blob (sent with the name "blob"). */
  readonly file: Blob;
  /** The share sent so far, 0 to 1 (browsers only; the bytes go through XMLHttpRequest then). */
  readonly onProgress?: (fraction: number) => void;
}

export function createMediaApi(http: HttpClient) {
  return {
    /** The only call with a time-out (spec 9: 30 s), so a stalled upload does not hang the form. */
    upload: ({ file, UserId, RelatedType, RelatedId, onProgress }: MediaUpload) => {
      const form = new FormData();
      form.append(MEDIA_UPLOAD_FIELDS.file, file);
      form.append(MEDIA_UPLOAD_FIELDS.userId, UserId);
      form.append(MEDIA_UPLOAD_FIELDS.relatedType, RelatedType);
      form.append(MEDIA_UPLOAD_FIELDS.relatedId, RelatedId);
      return http.request<MediaUploadResponse>('POST', '/api/Media/upload', {
        formData: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        fallbacks: UPLOAD_FALLBACKS,
        onUploadProgress: onProgress && ((loaded, total) => onProgress(total > 0 ? loaded / total : 0)),
      });
    },
    /** mediaId: the file name of the image URL without extension (contract mediaIdFromUrl rules). */
    delete: (mediaId: string, userId: string) =>
      http.request<ActionResult>('DELETE', apiPath`/api/Media/${mediaId}`, { query: { userId } }),
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
