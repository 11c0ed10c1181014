import { containsPattern } from '../../lib/like-pattern';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedSort, ProviderAccountState, ProviderSortField, ProviderVerification } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { categories, providerDocuments, providers, users } from '../../db/schema/index';
import type { ProviderRow } from '../users';
import type { ProviderWithUser } from './provider.mapper';
import { currentVerificationSql } from './provider-verification';

export interface ProviderFilter {
  /** Only active providers of undeleted users: what the public may see. */
  publicOnly: boolean;
  status?: ProviderAccountState | undefined;
  verification?: ProviderVerification | undefined;
  search?: string | undefined;
  categoryId?: string | undefined;
  location?: string | undefined;
  sort: ParsedSort<ProviderSortField>;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */

export const publicProvider = and(eq(providers.accState, 'active'), eq(users.isDeleted, false));

function conditions(filter: ProviderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [filter.publicOnly ? publicProvider : undefined];
  if (filter.status) parts.push(eq(providers.accState, filter.status));
  if (filter.verification) parts.push(sql`${currentVerificationSql} = ${filter.verification}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    parts.push(or(ilike(providers.businessName, pattern), ilike(providers.businessDescription, pattern)));
  }
  if (filter.categoryId) parts.push(eq(providers.businessCategoryId, filter.categoryId));
  if (filter.location) parts.push(ilike(providers.primaryLocation, containsPattern(filter.location)));
  return and(...parts);
}

/** The id ends every order, so businesses that tie keep one order from page to page. */
function sortOrder({ field, direction }: ParsedSort<ProviderSortField>): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const key = field === 'name' ? sql`lower(${providers.businessName})` : sql`${providers.createdAt}`;
  return [by(key), by(providers.id)];
}

export async function listProviders(db: DbExecutor, filter: ProviderFilter, limit: number, offset: number) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ provider: providers, user: users })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(where)
      .orderBy(...sortOrder(filter.sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(where),
  ]);
  return { rows: rows as ProviderWithUser[], total: total?.n ?? 0 };
}

/** `forUpdate` locks the provider row, so two admins changing its status take turns. */
export async function findProvider(
  db: DbExecutor,
  id: string,
  forUpdate = false,
): Promise<ProviderWithUser | undefined> {
  const query = db
    .select({ provider: providers, user: users })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, id));
  const [row] = forUpdate ? await query.for('update', { of: providers }) : await query;
  return row;
}

export async function categoryExists(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export type NewProvider = Pick<
  ProviderRow,
  | 'userId'
  | 'businessName'
  | 'primaryLocation'
  | 'businessCategoryId'
  | 'businessDescription'
  | 'businessNameAr'
  | 'businessDescriptionAr'
  | 'contactName'
  | 'businessAddress'
  | 'website'
  | 'modifiedBy'
>;

/**
 * A business starts complete when it was given every field customers read (as the profile form
 * marks it on save), whoever filled them: a provider who wrote everything at sign-up has nothing
 * left to complete.
 */
function filledIn(values: RegisteredProvider): boolean {
  const fields = [
    values.businessName,
    values.businessCategoryId,
    values.primaryLocation,
    values.businessDescription,
    values.contactName,
    values.businessAddress,
  ];
  return fields.every((field) => (field ?? '').trim() !== '');
}

export async function insertProvider(db: DbExecutor, values: NewProvider): Promise<string> {
  const [row] = await db
    .insert(providers)
    .values({ ...values, accState: 'pending', profileSubmitted: true, isCompleted: filledIn(values) })
    .returning({ id: providers.id });
  return row!.id;
}

/** The business profile a provider registers with (the auth module's registration): the rest stays default. */
export type RegisteredProvider = Pick<
  typeof providers.$inferInsert,
  | 'userId'
  | 'businessName'
  | 'businessCategoryId'
  | 'primaryLocation'
  | 'contactName'
  | 'businessAddress'
  | 'website'
  | 'businessDescription'
>;

/** Inserted in the registration's transaction, with the user; pending, its profile submitted. */
export async function insertRegisteredProvider(
  db: DbExecutor,
  values: RegisteredProvider,
): Promise<{ id: string; businessName: string }> {
  const [row] = await db
    .insert(providers)
    .values({ ...values, accState: 'pending', profileSubmitted: true, isCompleted: filledIn(values) })
    .returning({ id: providers.id, businessName: providers.businessName });
  return row!;
}

export type ProviderChanges = Partial<Omit<ProviderRow, 'id' | 'userId' | 'createdAt' | 'modifiedAt'>>;

export async function updateProvider(db: DbExecutor, id: string, changes: ProviderChanges): Promise<void> {
  await db
    .update(providers)
    .set({ ...changes, modifiedAt: sql`now()` })
    .where(eq(providers.id, id));
}

/** Whether an admin accepted any of the business's documents (its type is then settled). */
export async function hasAcceptedDocuments(db: DbExecutor, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerDocuments.id })
    .from(providerDocuments)
    .where(and(eq(providerDocuments.providerId, providerId), eq(providerDocuments.state, 'accepted')))
    .limit(1);
  return row !== undefined;
}
