import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { cartItems, carts, categories, providers, serviceItems, users } from '../../db/schema/index';
import { verificationLetsOrder } from '../providers';
import { publicListing } from '../service-items';

// SQL of the cart. Every change locks the cart row first (FOR UPDATE), so changes to one cart take
// turns and each one sees the lines the previous one left.

export type CartRow = typeof carts.$inferSelect;

/**
 * The customer's cart, created empty when there is none, locked when asked. Reads do not write:
 * the insert only runs when the select finds nothing. ON CONFLICT DO NOTHING then makes two first
 * requests racing for one customer safe: the loser's insert waits for the winner's and does
 * nothing, and its second select (a new snapshot under READ COMMITTED) finds the winner's row.
 */
export async function ensureCart(db: DbExecutor, customerId: string, lock = false): Promise<CartRow> {
  const select = async () => {
    const query = db.select().from(carts).where(eq(carts.customerId, customerId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };
  const existing = await select();
  if (existing) return existing;
  await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
  return (await select())!;
}

/** A cart id only counts when it is the caller's: another customer's id finds nothing. */
export async function lockCartOf(db: DbExecutor, customerId: string, cartId?: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), cartId === undefined ? undefined : eq(carts.id, cartId)))
    .for('update');
  return row;
}

export async function findLine(db: DbExecutor, cartId: string, lineId: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  return row;
}

/** What decides whether a listing may go into a cart; `visible` is the public catalog's rule. */
export async function findListingForCart(db: DbExecutor, serviceItemId: string) {
  const [row] = await db
    .select({
      type: serviceItems.type,
      availability: serviceItems.availability,
      availableQuantity: serviceItems.availableQuantity,
      // A deleted provider user's listings are gone from the storefront too (public providers rule).
      visible: sql<boolean>`(${publicListing}) and not ${users.isDeleted}`,
      verificationLetsOrder: sql<boolean>`${verificationLetsOrder}`,
    })
    .from(serviceItems)
    .innerJoin(providers, eq(providers.id, serviceItems.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .innerJoin(categories, eq(categories.id, serviceItems.categoryId))
    .where(eq(serviceItems.id, serviceItemId));
  return row;
}

/** One line per listing (unique cart_id, service_item_id); adding it again keeps the higher quantity. */
export async function upsertLine(db: DbExecutor, cartId: string, serviceItemId: string, quantity: number) {
  await db
    .insert(cartItems)
    // clock_timestamp, not now(): lines added by one request keep the request's order.
    .values({ cartId, serviceItemId, quantity, createdAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.serviceItemId],
      set: { quantity: sql`greatest(cart_items.quantity, excluded.quantity)`, modifiedAt: sql`now()` },
    });
}

export async function setLineQuantity(db: DbExecutor, lineId: string, quantity: number) {
  await db
    .update(cartItems)
    .set({ quantity, modifiedAt: sql`now()` })
    .where(eq(cartItems.id, lineId));
}

export async function deleteLine(db: DbExecutor, lineId: string) {
  await db.delete(cartItems).where(eq(cartItems.id, lineId));
}

export async function deleteAllLines(db: DbExecutor, cartId: string) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/**
 * Empties the cart once its lines became an order (the orders module, in the checkout's
 * transaction, with the cart locked): the lines go, and the cart records who placed it.
 */
export async function clearCartLines(db: DbExecutor, cartId: string, modifiedBy: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db.update(carts).set({ modifiedAt: new Date(), modifiedBy }).where(eq(carts.id, cartId));
}

/** Who changed the cart last and when. */
export async function touchCart(db: DbExecutor, cartId: string, modifiedBy: string): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ modifiedAt: sql`now()`, modifiedBy })
    .where(eq(carts.id, cartId))
    .returning();
  return row!;
}

/** The lines as the panel shows them, oldest first, with live stock and the listing's photos in order. */
export async function cartLines(db: DbExecutor, cartId: string) {
  return db
    .select({
      id: cartItems.id,
      serviceItemId: cartItems.serviceItemId,
      quantity: cartItems.quantity,
      name: serviceItems.name,
      description: serviceItems.description,
      nameAr: serviceItems.nameAr,
      descriptionAr: serviceItems.descriptionAr,
      type: serviceItems.type,
      availableQuantity: serviceItems.availableQuantity,
      photoKeys: sql<string[]>`array(select m.storage_key from service_item_photos sp join media m on m.id = sp.media_id
        where sp.service_item_id = ${serviceItems.id} order by sp.position)`,
    })
    .from(cartItems)
    .innerJoin(serviceItems, eq(serviceItems.id, cartItems.serviceItemId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];
