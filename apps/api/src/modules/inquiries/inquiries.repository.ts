import { count, desc, eq } from 'drizzle-orm';
import type { InquiryStatus } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { inquiries } from '../../db/schema/index';

export type InquiryRow = typeof inquiries.$inferSelect;

export async function insertInquiry(
  db: DbExecutor,
  values: Pick<InquiryRow, 'name' | 'email' | 'phone' | 'subject' | 'message' | 'userId'>,
): Promise<InquiryRow> {
  const [row] = await db
    .insert(inquiries)
    .values({ ...values, status: 'new' })
    .returning();
  return row!;
}

/** Locks the row, so a status change and a delete of one inquiry cannot interleave. */
export async function findInquiryForUpdate(db: DbExecutor, id: string): Promise<InquiryRow | undefined> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row;
}

/** Newest first; `status` undefined lists every status (served by inquiries_status_created_idx). */
export async function listInquiries(db: DbExecutor, status: InquiryStatus | undefined, limit: number, offset: number) {
  const where = status ? eq(inquiries.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(inquiries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function setInquiryStatus(
  db: DbExecutor,
  id: string,
  status: InquiryStatus,
  handledBy: string,
): Promise<InquiryRow> {
  const [row] = await db
    .update(inquiries)
    .set({ status, handledBy, modifiedAt: new Date() })
    .where(eq(inquiries.id, id))
    .returning();
  return row!;
}

export async function deleteInquiry(db: DbExecutor, id: string): Promise<void> {
  await db.delete(inquiries).where(eq(inquiries.id, id));
}
