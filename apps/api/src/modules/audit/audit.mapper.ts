import type { AuditEntry } from '@marketplace/contract';
import type { AuditListRow } from './audit-log.repository';

/** An audit row with its actor's name and e-mail as the contract answers it. */
export function toAuditEntry({ entry, actorFirstName, actorLastName, actorEmail }: AuditListRow): AuditEntry {
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
