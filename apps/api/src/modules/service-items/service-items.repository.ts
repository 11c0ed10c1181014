import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { categories, media, orderItems, providers, serviceItemPhotos, serviceItems } from '../../db/schema/index';

// Writes of listings and the look-ups their rules need. Reads for display are in
// service-items-query.repository.ts.

export type NewListing = Omit<typeof serviceItems.$inferInsert, 'id' | 'createdAt' | 'modifiedAt'>;
export type ListingChanges = Omit<NewListing, 'providerId'>;

export async function findProvider(db: DbExecutor, providerId: string) {
  const [row] = await db
    .select({ id: providers.id, userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  return row;
}

export async function categoryExists(db: DbExecutor, categoryId: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  return row !== undefined;
}

/** The owners of the given media rows (missing ids are simply absent). */
export async function findMediaOwners(db: DbExecutor, mediaIds: string[]) {
  if (mediaIds.length === 0) return [];
  return db.select({ id: media.id, ownerUserId: media.ownerUserId }).from(media).where(inArray(media.id, mediaIds));
}

export async function findListingOwner(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      id: serviceItems.id,
      providerId: serviceItems.providerId,
      providerUserId: providers.userId,
      availability: serviceItems.availability,
    })
    .from(serviceItems)
    .innerJoin(providers, eq(providers.id, serviceItems.providerId))
    .where(eq(serviceItems.id, id))
    .limit(1);
  return row;
}

export async function insertListing(db: DbExecutor, listing: NewListing): Promise<string> {
  const [row] = await db.insert(serviceItems).values(listing).returning({ id: serviceItems.id });
  return row!.id;
}

export async function updateListing(db: DbExecutor, id: string, changes: ListingChanges): Promise<void> {
  await db
    .update(serviceItems)
    .set({ ...changes, modifiedAt: new Date() })
    .where(eq(serviceItems.id, id));
}

/** Photos in the order given (position 0 first); replaces whatever the listing showed. */
export async function replacePhotos(db: DbExecutor, serviceItemId: string, mediaIds: string[]): Promise<void> {
  await db.delete(serviceItemPhotos).where(eq(serviceItemPhotos.serviceItemId, serviceItemId));
  if (mediaIds.length === 0) return;
  await db
    .insert(serviceItemPhotos)
    .values(mediaIds.map((mediaId, position) => ({ serviceItemId, mediaId, position })));
}

/**
 * Locks the listing for a delete. An order being placed holds a key-share lock on it (its foreign
 * key), so the delete waits for that order and then sees its order item: no 500 from the race.
 */
export async function lockListing(db: DbExecutor, id: string): Promise<void> {
  await db.select({ id: serviceItems.id }).from(serviceItems).where(eq(serviceItems.id, id)).for('update');
}

export async function hasOrderItems(db: DbExecutor, serviceItemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.serviceItemId, serviceItemId))
    .limit(1);
  return row !== undefined;
}

/** Photos and cart lines go with it (ON DELETE CASCADE); reviews need orders, so there are none. */
export async function deleteListing(db: DbExecutor, id: string): Promise<void> {
  await db.delete(serviceItems).where(eq(serviceItems.id, id));
}

export async function discontinueListing(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(serviceItems)
    .set({ availability: 'discontinued', modifiedAt: new Date() })
    .where(eq(serviceItems.id, id));
}

// Stock taken and given back by the orders module, in its checkout's or change's transaction.

/**
 * Takes `quantity` units in one conditional UPDATE: the row lock it takes makes concurrent
 * checkouts queue, and the `>=` guard makes overselling impossible. Null when not enough is left.
 */
export async function reserveStock(db: DbExecutor, serviceItemId: string, quantity: number): Promise<number | null> {
  const [row] = await db
    .update(serviceItems)
    .set({ availableQuantity: sql`${serviceItems.availableQuantity} - ${quantity}` })
    .where(and(eq(serviceItems.id, serviceItemId), sql`${serviceItems.availableQuantity} >= ${quantity}`))
    .returning({ left: serviceItems.availableQuantity });
  return row?.left ?? null;
}

/** Gives back `quantity` units of a cancelled line; services (no stock) are left alone. */
export async function releaseStock(db: DbExecutor, serviceItemId: string, quantity: number): Promise<void> {
  await db
    .update(serviceItems)
    .set({ availableQuantity: sql`${serviceItems.availableQuantity} + ${quantity}` })
    .where(and(eq(serviceItems.id, serviceItemId), eq(serviceItems.type, 'item')));
}
