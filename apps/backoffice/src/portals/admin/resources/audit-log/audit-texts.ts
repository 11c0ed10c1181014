import type { MessageId, Translate } from '@/i18n/text';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';

// How an entry reads in the table, the phone list and the CSV file, in the language on screen (each
// takes the screen's `t`). Actions, target types and roles are named, their codes kept beside them
// (the filters take codes); ids and values stay as recorded.

export const actorText = (record: AuditEntryRecord, t: Translate) =>
  record.ActorName || record.ActorEmail || t('admin.audit.actor.removed');

/**
 * The snapshot keys our screens give a name (the records' fields); in English the diff shows the key
 * as recorded, in Arabic its name with the key beside it. Other keys (ids) show as recorded.
 */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  AccState: 'admin.audit.field.accState',
  AccountHolder: 'admin.audit.field.accountHolder',
  Address: 'admin.audit.field.address',
  AddressAr: 'admin.audit.field.addressAr',
  BankName: 'admin.audit.field.bankName',
  CategoryDescription: 'admin.audit.field.categoryDescription',
  CategoryDescriptionAr: 'admin.audit.field.categoryDescriptionAr',
  CategoryName: 'admin.audit.field.categoryName',
  CategoryNameAr: 'admin.audit.field.categoryNameAr',
  CrNumber: 'admin.audit.field.crNumber',
  AttachmentId: 'admin.audit.field.attachmentId',
  ConversationId: 'admin.audit.field.conversationId',
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
  LegalName: 'admin.audit.field.legalName',
  LegalNameAr: 'admin.audit.field.legalNameAr',
  Message: 'admin.audit.field.message',
  ModifiedAt: 'admin.audit.field.modifiedAt',
  Name: 'admin.audit.field.name',
  Phone: 'admin.audit.field.phone',
  PhoneNumber: 'admin.audit.field.phoneNumber',
  Reference: 'admin.audit.field.reference',
  Role: 'admin.audit.field.role',
  StateReason: 'admin.audit.field.stateReason',
  Text: 'admin.audit.field.text',
  Status: 'admin.audit.field.status',
  Subject: 'admin.audit.field.subject',
  UpdatedAt: 'admin.audit.field.updatedAt',
  VatNumber: 'admin.audit.field.vatNumber',
};

/**
 * The actions the API records (`<target>.<verb>`), named in the language on screen; the code stays
 * beside the name, as the action filter takes it. An action this list does not know shows as its code.
 */
const ACTION_LABELS: Readonly<Record<string, MessageId>> = {
  'admin.invite': 'admin.audit.action.adminInvite',
  'admin.enable': 'admin.audit.action.adminEnable',
  'admin.disable': 'admin.audit.action.adminDisable',
  'category.create': 'admin.audit.action.categoryCreate',
  'category.update': 'admin.audit.action.categoryUpdate',
  'category.enable': 'admin.audit.action.categoryEnable',
  'category.disable': 'admin.audit.action.categoryDisable',
  'customer.activate': 'admin.audit.action.customerActivate',
  'customer.deactivate': 'admin.audit.action.customerDeactivate',
  'customer.delete': 'admin.audit.action.customerDelete',
  'inquiry.status': 'admin.audit.action.inquiryStatus',
  'inquiry.delete': 'admin.audit.action.inquiryDelete',
  'payout.settle': 'admin.audit.action.payoutSettle',
  'payout.reject': 'admin.audit.action.payoutReject',
  'provider.approve': 'admin.audit.action.providerApprove',
  'provider.reject': 'admin.audit.action.providerReject',
  'provider.deactivate': 'admin.audit.action.providerDeactivate',
  'provider.reactivate': 'admin.audit.action.providerReactivate',
  'provider.resubmitted': 'admin.audit.action.providerResubmitted',
  'provider.bank-details': 'admin.audit.action.providerBankDetails',
  'seller.update': 'admin.audit.action.sellerUpdate',
  'conversation.join': 'admin.audit.action.conversationJoin',
  'conversation.close': 'admin.audit.action.conversationClose',
  'message.hide': 'admin.audit.action.messageHide',
  'message-report.dismiss': 'admin.audit.action.messageReportDismiss',
  // Issue 38: verification.
  'document.accept': 'admin.audit.action.documentAccept',
  'document.request-changes': 'admin.audit.action.documentRequestChanges',
  'requirement.create': 'admin.audit.action.requirementCreate',
  'requirement.update': 'admin.audit.action.requirementUpdate',
  'provider.delete': 'admin.audit.action.providerDelete',
};

const TARGET_TYPE_LABELS: Readonly<Record<string, MessageId>> = {
  admin: 'admin.audit.targetType.admin',
  category: 'admin.audit.targetType.category',
  customer: 'admin.audit.targetType.customer',
  inquiry: 'admin.audit.targetType.inquiry',
  payout: 'admin.audit.targetType.payout',
  provider: 'admin.audit.targetType.provider',
  seller: 'admin.audit.targetType.seller',
  conversation: 'admin.audit.targetType.conversation',
  'conversation-message': 'admin.audit.targetType.conversationMessage',
  'message-report': 'admin.audit.targetType.messageReport',
  'document-requirement': 'admin.audit.targetType.documentRequirement',
};

const ROLE_LABELS: Readonly<Record<string, MessageId>> = {
  admin: 'admin.audit.role.admin',
  superAdmin: 'admin.audit.role.superAdmin',
  provider: 'admin.audit.role.provider',
  customer: 'admin.audit.role.customer',
};

const named = (labels: Readonly<Record<string, MessageId>>) => (code: string, t: Translate) =>
  Object.hasOwn(labels, code) ? t(labels[code]!) : code;

/** "Provider approved" for `provider.approve`. */
export const actionText = named(ACTION_LABELS);
/** "Provider" for `provider`. */
export const targetTypeText = named(TARGET_TYPE_LABELS);
/** "Super admin" for `superAdmin`. */
export const roleText = named(ROLE_LABELS);

/** A snapshot key's name on screen: ours where we name that field, else the key itself. */
export const fieldLabel = named(FIELD_LABELS);

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
