import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { BusinessType } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { documentRequirements, providerDocuments, providers, users } from '../../db/schema/index';

// SQL of verification (issue 38): the requirements admins configure and the documents providers
// upload. Only this module writes these two tables.

export type RequirementRow = typeof documentRequirements.$inferSelect;
export type DocumentRow = typeof providerDocuments.$inferSelect;
export type RequirementInsert = typeof documentRequirements.$inferInsert;

const requirementOrder = [
  asc(documentRequirements.sortOrder),
  asc(documentRequirements.createdAt),
  asc(documentRequirements.id),
];

export async function listRequirements(
  db: DbExecutor,
  filter: { businessType?: BusinessType | undefined; activeOnly: boolean },
): Promise<RequirementRow[]> {
  return db
    .select()
    .from(documentRequirements)
    .where(
      and(
        filter.businessType ? eq(documentRequirements.businessType, filter.businessType) : undefined,
        filter.activeOnly ? eq(documentRequirements.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(documentRequirements.businessType), ...requirementOrder);
}

export async function findRequirement(db: DbExecutor, id: string): Promise<RequirementRow | undefined> {
  const [row] = await db.select().from(documentRequirements).where(eq(documentRequirements.id, id));
  return row;
}

export async function insertRequirement(db: DbExecutor, values: RequirementInsert): Promise<RequirementRow> {
  const [row] = await db.insert(documentRequirements).values(values).returning();
  return row!;
}

export async function updateRequirement(
  db: DbExecutor,
  id: string,
  changes: Partial<RequirementInsert>,
): Promise<RequirementRow | undefined> {
  const [row] = await db
    .update(documentRequirements)
    .set({ ...changes, modifiedAt: sql`now()` })
    .where(eq(documentRequirements.id, id))
    .returning();
  return row;
}

/** Every document of a business still kept (accepted ones and the uploads awaiting a decision or changes). */
export async function documentsOfProvider(db: DbExecutor, providerId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(providerDocuments)
    .where(eq(providerDocuments.providerId, providerId))
    .orderBy(asc(providerDocuments.submittedAt), asc(providerDocuments.id));
}

export async function findDocument(
  db: DbExecutor,
  providerId: string,
  documentId: string,
  forUpdate = false,
): Promise<DocumentRow | undefined> {
  const query = db
    .select()
    .from(providerDocuments)
    .where(and(eq(providerDocuments.id, documentId), eq(providerDocuments.providerId, providerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export type DocumentInsert = typeof providerDocuments.$inferInsert;

/** A new upload; returns the row and the storage key of the upload it replaced (its file is then deleted). */
export async function insertDocument(db: DbExecutor, values: DocumentInsert) {
  // The upload not yet accepted for this requirement gives way (one_pending index).
  const replaced = await db
    .delete(providerDocuments)
    .where(
      and(
        eq(providerDocuments.providerId, values.providerId),
        eq(providerDocuments.requirementId, values.requirementId),
        ne(providerDocuments.state, 'accepted'),
      ),
    )
    .returning({ storageKey: providerDocuments.storageKey });
  const [row] = await db.insert(providerDocuments).values(values).returning();
  return { row: row!, replacedKeys: replaced.map((document) => document.storageKey) };
}

/**
 * An admin's decision. Accepting retires the accepted document it renews (returned, so its file
 * can go) before the partial unique index sees two accepted ones.
 */
export async function decideDocument(
  db: DbExecutor,
  document: DocumentRow,
  decision: { state: 'accepted' | 'changes-requested'; reason: string | null; decidedBy: string },
): Promise<string[]> {
  let retired: { storageKey: string }[] = [];
  if (decision.state === 'accepted') {
    retired = await db
      .delete(providerDocuments)
      .where(
        and(
          eq(providerDocuments.providerId, document.providerId),
          eq(providerDocuments.requirementId, document.requirementId),
          eq(providerDocuments.state, 'accepted'),
        ),
      )
      .returning({ storageKey: providerDocuments.storageKey });
  }
  await db
    .update(providerDocuments)
    .set({ state: decision.state, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: sql`now()` })
    .where(eq(providerDocuments.id, document.id));
  return retired.map((row) => row.storageKey);
}

/** The businesses waiting for a review, oldest request first (providers_review_queue_idx). */
export async function reviewQueue(db: DbExecutor, limit: number, offset: number) {
  const waiting = and(isNotNull(providers.reviewRequestedAt), eq(users.isDeleted, false));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        providerId: providers.id,
        businessName: providers.businessName,
        businessNameAr: providers.businessNameAr,
        businessType: providers.businessType,
        accState: providers.accState,
        reviewRequestedAt: providers.reviewRequestedAt,
        awaiting: sql<number>`(select count(*)::int from provider_documents d
          where d.provider_id = ${providers.id} and d.state = 'submitted')`,
      })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(waiting)
      .orderBy(asc(providers.reviewRequestedAt), asc(providers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(waiting),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The business a verification call is about, with what access checks and notices need. */
export async function findBusiness(db: DbExecutor, providerId: string, forUpdate = false) {
  const query = db
    .select({
      id: providers.id,
      userId: providers.userId,
      businessName: providers.businessName,
      businessNameAr: providers.businessNameAr,
      businessType: providers.businessType,
      accState: providers.accState,
      verification: providers.verification,
      verifiedUntil: providers.verifiedUntil,
      reviewRequestedAt: providers.reviewRequestedAt,
      isDeleted: users.isDeleted,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId));
  const [row] = forUpdate ? await query.for('update', { of: providers }) : await query;
  return row;
}
export type BusinessRow = NonNullable<Awaited<ReturnType<typeof findBusiness>>>;
