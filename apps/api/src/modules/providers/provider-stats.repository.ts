import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { orderItems, providers, serviceItems, transactions, users } from '../../db/schema/index';
import { publicProvider } from './providers.repository';

/** Revenue is what reached the provider: completed earnings, net of commission (docs/decisions.md). */
const earned = sql`${transactions.type} = 'earning' and ${transactions.status} = 'completed'`;
/**
 * A subquery nested in its own fragment: a column interpolated straight into a select field is
 * rendered without its table name, which would turn `reviews.provider_id = providers.id` into
 * `provider_id = id` inside the subquery.
 */
const scalar = <T>(fragment: SQL) => sql<T>`(${fragment})`;
const countOf = (fragment: SQL) => scalar<number>(fragment).mapWith(Number);

/** One row of figures for one provider, each a correlated subquery served by a provider_id index. */
export async function providerStats(db: DbExecutor, providerId: string) {
  const items = (filter: SQL) =>
    countOf(sql`select count(*) from ${serviceItems} where ${serviceItems.providerId} = ${providers.id} and ${filter}`);
  const lines = (filter: SQL) =>
    countOf(sql`select count(*) from ${orderItems} where ${orderItems.providerId} = ${providers.id} and ${filter}`);
  const lineStatus = (status: string) => lines(sql`${orderItems.status} = ${status}`);
  const [row] = await db
    .select({
      totalItems: items(sql`true`),
      availableItems: items(sql`${serviceItems.availability} = 'available'`),
      totalLines: lines(sql`true`),
      pending: lineStatus('Pending'),
      inProgress: lineStatus('InProgress'),
      completed: lineStatus('Completed'),
      cancelled: lineStatus('Cancelled'),
      revenueFils: countOf(
        sql`select coalesce(sum(${transactions.netFils}), 0) from ${transactions} where ${transactions.providerId} = ${providers.id} and ${earned}`,
      ),
      averageRating: providers.ratingAverage,
      reviewCount: providers.reviewCount,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row;
}

/**
 * Active providers, best average rating first, then most reviews; providers without reviews last.
 * The figures are the provider's own (kept by triggers on reviews, migration 0012).
 */
export async function topRatedProviders(db: DbExecutor, topN: number) {
  return db
    .select({
      providerId: providers.id,
      businessName: providers.businessName,
      businessNameAr: providers.businessNameAr,
      primaryLocation: providers.primaryLocation,
      imageUrl: users.imageUrl,
      verification: providers.verification,
      verifiedUntil: providers.verifiedUntil,
      averageRating: providers.ratingAverage,
      reviewCount: providers.reviewCount,
      completed: countOf(
        sql`select count(*) from ${orderItems} where ${orderItems.providerId} = ${providers.id} and ${orderItems.status} = 'Completed'`,
      ),
      revenueFils: countOf(
        sql`select coalesce(sum(${transactions.netFils}), 0) from ${transactions} where ${transactions.providerId} = ${providers.id} and ${earned}`,
      ),
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(publicProvider)
    .orderBy(
      sql`${providers.ratingAverage} desc nulls last`,
      desc(providers.reviewCount),
      asc(providers.businessName),
      desc(providers.id),
    )
    .limit(topN);
}
