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
 * Uploaded images: who may upload or delete which (media-access.ts), the checks and cleaning of
 * an upload, and keeping the stored files and their rows together. `log` is the request's logger.
 */
export class MediaService {
  constructor(
    private readonly db: Database,
    private readonly store: MediaStore,
  ) {}

  /**
   * Checks, cleans and stores one uploaded image. `data` is the received bytes; `tooLarge` says
   * the upload went past the size limit (the bytes are then incomplete).
   */
  async upload(
    user: AuthUser,
    fields: MediaUploadFields,
    file: { data: Buffer; tooLarge: boolean },
    log: FastifyBaseLogger,
  ): Promise<UploadedMedia> {
    assertMayUpload(user, fields);
    if (fields.UserId !== user.id && !(await userExists(this.db, fields.UserId))) {
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
    await this.store.put(storageKey, image.data, image.contentType);
    try {
      await insertMedia(this.db, {
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
      await this.store.delete(storageKey).catch((err: unknown) => log.error({ err, storageKey }, 'orphan media file'));
      throw error;
    }
    return { mediaId, url: this.store.urlFor(storageKey) };
  }

  /** Deletes the row first: a file left behind by a failed delete is harmless, a row without its file is not. */
  async delete(user: AuthUser, mediaId: string, userId: string, log: FastifyBaseLogger): Promise<void> {
    assertMayDeleteFor(user, userId);
    const row = await findMediaById(this.db, mediaId);
    if (!row) throw notFound(MEDIA_MESSAGES.notFound);
    assertOwnsMedia(user, row.ownerUserId);
    if (await isShownOnServiceItem(this.db, mediaId)) throw conflict(MEDIA_MESSAGES.inUse);
    // The foreign key refuses too if a listing took the photo since the check above.
    if (!(await deleteMediaRow(this.db, mediaId))) throw conflict(MEDIA_MESSAGES.inUse);
    try {
      await this.store.delete(row.storageKey);
    } catch (err) {
      // The caller's request succeeded (the image is gone from the app); the stray file is ours to sweep.
      log.error({ err, storageKey: row.storageKey }, 'media file left behind after its row was deleted');
    }
  }
}
