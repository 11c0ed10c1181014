import { resolvePaging, totalPages, type AuditEntry, type AuditList, type AuditListQuery } from '@marketplace/contract';
import type { Database } from '../../db/database';
import { dateRange } from '../../lib/date-range';
import { listAuditEntries, type AuditListRow } from './audit-log.repository';

function toAuditEntry({ entry, actorFirstName, actorLastName, actorEmail }: AuditListRow): AuditEntry {
  return {
    AuditId: entry.id,
    Action: entry.action,
    TargetType: entry.targetType,
    TargetId: entry.targetId,
    ActorUserId: entry.actorUserId,
    ActorRole: entry.actorRole ?? '',
    ActorName: [actorFirstName, actorLastName].filter(Boolean).join(' '),
    ActorEmail: actorEmail ?? '',
    Before: entry.before ?? null,
    After: entry.after ?? null,
    Reason: entry.reason ?? '',
    Ip: entry.ip ?? '',
    CreatedAt: entry.createdAt.toISOString(),
  };
}

/** Reading the audit log; entries are only ever written by recordAudit inside the changes themselves. */
export class AuditLogService {
  constructor(private readonly db: Database) {}

  async list(query: AuditListQuery): Promise<AuditList> {
    const { from, to } = dateRange(query.from, query.to);
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const { rows, total } = await listAuditEntries(this.db, { ...query, from, to }, pageSize, offset);
    return {
      Items: rows.map(toAuditEntry),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }
}
