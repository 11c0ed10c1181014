import { Type, type Static } from 'typebox';
import { MediaRelatedTypeSchema } from '../enums';
import { MEDIA_ID_PATTERN } from '../validation/rules';
import { requiredTextSchema, UuidSchema } from './common';

// POST /api/Media/upload (multipart) and DELETE /api/Media/{mediaId}?userId= (spec section 7.2).

/** Multipart field names; the file part is checked with uploadFileProblem() (validation/rules). */
export const MEDIA_UPLOAD_FIELDS = {
  file: 'File',
  userId: 'UserId',
  relatedType: 'RelatedType',
  relatedId: 'RelatedId',
} as const;

/**
 * The text fields of the upload form. RelatedId is the user id, or a temporary id built from the
 * current time when there is none yet (spec section 3), hence a plain string.
 */
export const MediaUploadFieldsSchema = Type.Object(
  {
    UserId: UuidSchema,
    RelatedType: MediaRelatedTypeSchema,
    RelatedId: requiredTextSchema(64),
  },
  { title: 'MediaUploadFields', additionalProperties: false },
);
export type MediaUploadFields = Static<typeof MediaUploadFieldsSchema>;

/**
 * Clients read FileUrl or Url (spec section 3), so both are optional here; the API sends both.
 * uploadedFileUrl() picks whichever is present.
 */
export const MediaUploadResponseSchema = Type.Object(
  {
    Success: Type.Boolean(),
    Data: Type.Object(
      {
        FileUrl: Type.Optional(Type.String()),
        Url: Type.Optional(Type.String()),
        MediaId: Type.String({ pattern: MEDIA_ID_PATTERN }),
      },
      { title: 'MediaUploadData' },
    ),
  },
  { title: 'MediaUploadResponse' },
);
export type MediaUploadResponse = Static<typeof MediaUploadResponseSchema>;

export function uploadedFileUrl(response: MediaUploadResponse): string | undefined {
  return response.Data.FileUrl || response.Data.Url || undefined;
}

export const MediaIdParamsSchema = Type.Object(
  { mediaId: Type.String({ pattern: MEDIA_ID_PATTERN }) },
  { title: 'MediaIdParams', additionalProperties: false },
);
export type MediaIdParams = Static<typeof MediaIdParamsSchema>;

/** The owner check of DELETE /api/Media/{mediaId}: only the uploader (or an admin) may delete. */
export const MediaDeleteQuerySchema = Type.Object(
  { userId: UuidSchema },
  { title: 'MediaDeleteQuery', additionalProperties: false },
);
export type MediaDeleteQuery = Static<typeof MediaDeleteQuerySchema>;
