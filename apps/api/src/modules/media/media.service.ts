import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_ERRORS, UPLOAD_FILE_MESSAGES, type MediaUploadFields } from '@marketplace/contract';
import type { Database } from '../../db/database';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { ImageTooLargeError, normalizeImage, UnsupportedImageError } from '../../lib/media/image-processing';
import type { MediaStore } from '../../lib/media/media-store';
import type { AuthUser } from '../../identity/access-token';
import { assertMayDeleteFor, assertMayUpload, assertOwnsMedia } from './media-access';
import { deleteMediaRow, findMediaById, insertMedia, isShownOnServiceItem, userExists } from './media.repository';

export interface MediaContext {
  db: Database;
  store: MediaStore;
  log: FastifyBaseLogger;
}

export const MEDIA_MESSAGES = {
  notFound: 'Image not found.',
  ownerNotFound: 'No account has this UserId.',
  inUse: 'This image is a photo of a listing. Remove it from the listing before deleting it.',
} as const;

export interface UploadedMedia {
  mediaId: string;
  url: string;
}

/**
 * Checks, cleans and stores one uploaded image. `data` is the received bytes; `tooLarge` says
 * the upload went past the size limit (the bytes are then incomplete).
 */
export async function uploadMedia(
  ctx: MediaContext,
  user: AuthUser,
  fields: MediaUploadFields,
  file: { data: Buffer; tooLarge: boolean },
): Promise<UploadedMedia> {
  assertMayUpload(user, fields);
  if (fields.UserId !== user.id && !(await userExists(ctx.db, fields.UserId))) {
    throw notFound(MEDIA_MESSAGES.ownerNotFound);
  }
  if (file.tooLarge) throw new HttpError(413, UPLOAD_FILE_MESSAGES.tooLarge);
  const image = await normalizeImage(file.data).catch((error: unknown) => {
    if (error instanceof UnsupportedImageError) throw new HttpError(415, UPLOAD_FILE_MESSAGES.invalidType);
    if (error instanceof ImageTooLargeError) throw new HttpError(413, UPLOAD_ERRORS.tooLarge);
    throw error;
  });

  // The media id is also the file name, so the spec's mediaIdFromUrl() reads it back from the URL.
  const mediaId = randomUUID();
  const storageKey = `${mediaId}.${image.extension}`;
  await ctx.store.put(storageKey, image.data, image.contentType);
  try {
    await insertMedia(ctx.db, {
      id: mediaId,
      ownerUserId: fields.UserId,
      relatedType: fields.RelatedType,
      relatedId: fields.RelatedId,
      storageKey,
      contentType: image.contentType,
      sizeBytes: image.data.length,
      width: image.width,
      height: image.height,
    });
  } catch (error) {
    // Without its row nobody could ever delete the file, so take it back out.
    await ctx.store.delete(storageKey).catch((err: unknown) => ctx.log.error({ err, storageKey }, 'orphan media file'));
    throw error;
  }
  return { mediaId, url: ctx.store.urlFor(storageKey) };
}

/** Deletes the row first: a file left behind by a failed delete is harmless, a row without its file is not. */
export async function deleteMedia(ctx: MediaContext, user: AuthUser, mediaId: string, userId: string): Promise<void> {
  assertMayDeleteFor(user, userId);
  const row = await findMediaById(ctx.db, mediaId);
  if (!row) throw notFound(MEDIA_MESSAGES.notFound);
  assertOwnsMedia(user, row.ownerUserId);
  if (await isShownOnServiceItem(ctx.db, mediaId)) throw conflict(MEDIA_MESSAGES.inUse);
  // The foreign key refuses too if a listing took the photo since the check above.
  if (!(await deleteMediaRow(ctx.db, mediaId))) throw conflict(MEDIA_MESSAGES.inUse);
  try {
    await ctx.store.delete(row.storageKey);
  } catch (err) {
    // The caller's request succeeded (the image is gone from the app); the stray file is ours to sweep.
    ctx.log.error({ err, storageKey: row.storageKey }, 'media file left behind after its row was deleted');
  }
}
