import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { auditLog, users } from '../../db/schema/index';

export interface AuditFilter {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  actorUserId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
    filter.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorUserId),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lte(auditLog.createdAt, filter.to),
  );
}

/** Newest first (audit_log_created_idx; the target and actor filters have indexes of their own). */
export async function listAuditEntries(db: DbExecutor, filter: AuditFilter, limit: number, offset: number) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AuditListRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];
