import type { MessageId, Translate } from '@/i18n/text';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';

// How an entry reads in the table, the phone list and the CSV file, in the language on screen (each
// takes the screen's `t`). What the entry recorded (actions, types, ids, values) stays as recorded.

export const actorText = (record: AuditEntryRecord, t: Translate) =>
  record.ActorName || record.ActorEmail || t('admin.audit.actor.removed');

/** The date filters hold a day; the API takes instants: the day's first and last moment, local time. */
export const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : '');
export const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : '');

/**
 * The snapshot keys our screens give a name (the records' fields); in English the diff shows the key
 * as recorded, in Arabic its name with the key beside it. Other keys (ids) show as recorded.
 */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  AccState: 'admin.audit.field.accState',
  AccountHolder: 'admin.audit.field.accountHolder',
  Address: 'admin.audit.field.address',
  BankName: 'admin.audit.field.bankName',
  CategoryDescription: 'admin.audit.field.categoryDescription',
  CategoryDescriptionAr: 'admin.audit.field.categoryDescriptionAr',
  CategoryName: 'admin.audit.field.categoryName',
  CategoryNameAr: 'admin.audit.field.categoryNameAr',
  CreatedAt: 'admin.audit.field.createdAt',
  Description: 'admin.audit.field.description',
  Email: 'admin.audit.field.email',
  FirstName: 'admin.audit.field.firstName',
  Iban: 'admin.audit.field.iban',
  ImageUrl: 'admin.audit.field.imageUrl',
  IsActive: 'admin.audit.field.isActive',
  IsDeleted: 'admin.audit.field.isDeleted',
  IsEnable: 'admin.audit.field.isEnable',
  LastLoginAt: 'admin.audit.field.lastLoginAt',
  LastName: 'admin.audit.field.lastName',
  Message: 'admin.audit.field.message',
  ModifiedAt: 'admin.audit.field.modifiedAt',
  Name: 'admin.audit.field.name',
  Phone: 'admin.audit.field.phone',
  PhoneNumber: 'admin.audit.field.phoneNumber',
  Reference: 'admin.audit.field.reference',
  Role: 'admin.audit.field.role',
  StateReason: 'admin.audit.field.stateReason',
  Status: 'admin.audit.field.status',
  Subject: 'admin.audit.field.subject',
  UpdatedAt: 'admin.audit.field.updatedAt',
};

/** A snapshot key's name on screen: ours where we name that field, else the key itself. */
export const fieldLabel = (key: string, t: Translate) =>
  Object.hasOwn(FIELD_LABELS, key) ? t(FIELD_LABELS[key]!) : key;

/**
 * One CSV row per entry: snapshots as JSON text instead of a column per nested key. The headers
 * are in the language on screen; the values stay machine-readable (ISO dates, JSON).
 */
export function csvRow(record: AuditEntryRecord, t: Translate) {
  return {
    [t('admin.audit.csv.date')]: record.CreatedAt,
    [t('admin.audit.csv.actorName')]: record.ActorName,
    [t('admin.audit.csv.actorEmail')]: record.ActorEmail,
    [t('admin.audit.csv.actorRole')]: record.ActorRole,
    [t('admin.audit.csv.actorUserId')]: record.ActorUserId ?? '',
    [t('admin.audit.csv.action')]: record.Action,
    [t('admin.audit.csv.targetType')]: record.TargetType,
    [t('admin.audit.csv.targetId')]: record.TargetId,
    [t('admin.audit.csv.reason')]: record.Reason,
    [t('admin.audit.csv.ip')]: record.Ip,
    [t('admin.audit.csv.before')]: record.Before ? JSON.stringify(record.Before) : '',
    [t('admin.audit.csv.after')]: record.After ? JSON.stringify(record.After) : '',
  };
}
