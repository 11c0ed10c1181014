import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { media, serviceItemPhotos, users } from '../../db/schema/index';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

export async function insertMedia(db: DbExecutor, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  return inserted!;
}

export async function findMediaById(db: DbExecutor, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

/** Whether a listing shows this file as one of its photos (served by service_item_photos_media_idx). */
export async function isShownOnServiceItem(db: DbExecutor, mediaId: string): Promise<boolean> {
  const [row] = await db
    .select({ mediaId: serviceItemPhotos.mediaId })
    .from(serviceItemPhotos)
    .where(eq(serviceItemPhotos.mediaId, mediaId))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes the row; answers false when a foreign key still points at it (a listing took the photo
 * after the caller checked), so the check-then-delete race still ends in a clean refusal.
 */
export async function deleteMediaRow(db: DbExecutor, id: string): Promise<boolean> {
  try {
    await db.delete(media).where(eq(media.id, id));
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** PostgreSQL's foreign_key_violation, found on the driver error that Drizzle wraps as `cause`. */
function isForeignKeyViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Admins upload on behalf of others; the owner must exist before the row can point at them. */
export async function userExists(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}
