import { formatDateTime } from '@/components/dates';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';

// How an entry reads in the table, the phone list and the CSV file.

export const actorText = (record: AuditEntryRecord) => record.ActorName || record.ActorEmail || 'Account removed';

export const whenText = formatDateTime;

/** The date filters hold a day; the API takes instants: the day's first and last moment, local time. */
export const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : '');
export const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : '');

/** One CSV row per entry: snapshots as JSON text instead of a column per nested key. */
export function csvRow(record: AuditEntryRecord) {
  return {
    Date: record.CreatedAt,
    ActorName: record.ActorName,
    ActorEmail: record.ActorEmail,
    ActorRole: record.ActorRole,
    ActorUserId: record.ActorUserId ?? '',
    Action: record.Action,
    TargetType: record.TargetType,
    TargetId: record.TargetId,
    Reason: record.Reason,
    Ip: record.Ip,
    Before: record.Before ? JSON.stringify(record.Before) : '',
    After: record.After ? JSON.stringify(record.After) : '',
  };
}
