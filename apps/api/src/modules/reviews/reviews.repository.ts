import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { orderItems, orders, providers, reviews, serviceItems, users } from '../../db/schema/index';

export type ReviewRow = typeof reviews.$inferSelect;
export interface ReviewWithAuthor extends ReviewRow {
  firstName: string;
  lastName: string;
}

const withAuthor = {
  id: reviews.id,
  orderItemId: reviews.orderItemId,
  customerId: reviews.customerId,
  providerId: reviews.providerId,
  serviceItemId: reviews.serviceItemId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  modifiedAt: reviews.modifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The order item with the customer who ordered it: what decides whether a review is allowed. */
export async function findOrderItemForReview(db: DbExecutor, orderItemId: string) {
  const [row] = await db
    .select({
      id: orderItems.id,
      status: orderItems.status,
      providerId: orderItems.providerId,
      serviceItemId: orderItems.serviceItemId,
      customerId: orders.customerId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId));
  return row;
}

/** The reviews one customer wrote on the items of one order (none for someone else's order). */
export async function listOrderReviewsBy(db: DbExecutor, orderId: string, customerId: string) {
  return db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .where(and(eq(orderItems.orderId, orderId), eq(reviews.customerId, customerId)))
    .orderBy(reviews.createdAt, reviews.id);
}

export async function insertReview(
  db: DbExecutor,
  review: Pick<ReviewRow, 'orderItemId' | 'customerId' | 'providerId' | 'serviceItemId' | 'rating' | 'comment'>,
): Promise<string> {
  const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
  return row!.id;
}

export async function findReview(db: DbExecutor, id: string): Promise<ReviewWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .where(eq(reviews.id, id));
  return row;
}

export async function updateReview(db: DbExecutor, id: string, changes: { rating: number; comment: string }) {
  await db
    .update(reviews)
    .set({ ...changes, modifiedAt: new Date() })
    .where(eq(reviews.id, id));
}

export async function deleteReview(db: DbExecutor, id: string) {
  await db.delete(reviews).where(eq(reviews.id, id));
}

export async function listItemReviews(db: DbExecutor, serviceItemId: string, limit: number, offset: number) {
  const where = eq(reviews.serviceItemId, serviceItemId);
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.customerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Average to two decimals: the listing's review figures (kept by triggers on reviews, migration 0012). */
export async function itemRatingSummary(db: DbExecutor, serviceItemId: string) {
  const [row] = await db
    .select({ average: serviceItems.ratingAverage, count: serviceItems.reviewCount })
    .from(serviceItems)
    .where(eq(serviceItems.id, serviceItemId));
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    count: row?.count ?? 0,
  };
}

/** The business a provider-scoped read names: who owns it decides who may read (undefined: none). */
export async function findProviderOwner(db: DbExecutor, providerId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: providers.userId }).from(providers).where(eq(providers.id, providerId));
  return row?.userId;
}

/** A provider's reviews, newest first, each with its listing's name (a deleted listing keeps its row). */
export async function listProviderReviews(db: DbExecutor, providerId: string, limit: number, offset: number) {
  const where = eq(reviews.providerId, providerId);
  const rows = await db
    .select({ ...withAuthor, serviceItemName: serviceItems.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .innerJoin(serviceItems, eq(serviceItems.id, reviews.serviceItemId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** Count, average (two decimals) and reviews per star of all a provider's reviews, in one query. */
export async function providerRatingSummary(db: DbExecutor, providerId: string) {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(eq(reviews.providerId, providerId))
    .groupBy(reviews.rating);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const n = Number(row.n);
    distribution[String(row.rating) as keyof typeof distribution] = n;
    total += n;
    sum += row.rating * n;
  }
  return { count: total, average: total === 0 ? null : Math.round((sum / total) * 100) / 100, distribution };
}
