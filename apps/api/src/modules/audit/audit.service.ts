import {
  AUDIT_MESSAGES,
  resolvePaging,
  totalPages,
  type AuditEntry,
  type AuditList,
  type AuditListQuery,
  VALIDATION_MESSAGES,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/http-error';
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

// PostgreSQL timestamps and Date#toISOString agree from year 1 to 9999. An offset can push a valid
// bound outside them ("0001-01-01T00:00:00+14:00" is in year 0); there it means "no bound" anyway.
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

function boundOf(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest(VALIDATION_MESSAGES.dateTime);
  return new Date(Math.min(Math.max(time, EARLIEST), LATEST));
}

/** Reading the audit log; entries are only ever written by recordAudit inside the changes themselves. */
export class AuditLogService {
  constructor(private readonly db: Database) {}

  async list(query: AuditListQuery): Promise<AuditList> {
    const from = boundOf(query.from);
    const to = boundOf(query.to);
    if (from && to && from > to) throw badRequest(AUDIT_MESSAGES.badRange);
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
