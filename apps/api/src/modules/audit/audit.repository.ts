import type { DbExecutor } from '../../db/database';
import { auditLog } from '../../db/schema/index';
import type { AuthUser } from '../../identity/access-token';

/** Who made an admin change and from where, for the audit log. */
export interface AuditEntry {
  actor: Pick<AuthUser, 'id' | 'role'>;
  /** `<target>.<verb>`, e.g. `provider.approve`, `category.disable`, `inquiry.status`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  ip?: string | null;
}

/**
 * Records an admin action. Call it in the same transaction as the change, so the history and the
 * data never disagree; the table itself refuses updates and deletes (migration 0001).
 */
export async function recordAudit(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.id,
    actorRole: entry.actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  });
}
