import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BUSINESS_TYPES } from '@marketplace/contract';
import { providers } from './catalog';
import { createdAt, id, modifiedAt, oneOf } from './columns';
import { users } from './users';

// Verifying businesses (issue 38; docs/decisions/provider-verification.md): the documents each
// business type must give, and the ones providers uploaded.

/** A stored document's review state; "missing" and "expired" are worked out, not stored. */
export const STORED_DOCUMENT_STATES = ['submitted', 'accepted', 'changes-requested'] as const;

export const documentRequirements = pgTable(
  'document_requirements',
  {
    id: id(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    hint: text('hint').notNull().default(''),
    hintAr: text('hint_ar').notNull().default(''),
    hasNumber: boolean('has_number').notNull(),
    hasIssueDate: boolean('has_issue_date').notNull(),
    hasExpiryDate: boolean('has_expiry_date').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('document_requirements_type_name_key').on(t.businessType, sql`lower(${t.name})`),
    check('document_requirements_business_type_check', oneOf(t.businessType, BUSINESS_TYPES)),
  ],
);

/**
 * One upload. Per business and requirement at most one is accepted (in force) and at most one
 * awaits review or changes (a newer upload replaces it): the partial unique indexes hold that.
 */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => documentRequirements.id),
    state: text('state', { enum: STORED_DOCUMENT_STATES }).notNull().default('submitted'),
    number: text('number').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** The file in the private store (`<uuid>.<ext>`, server-made). */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The admin's reason when changes were requested. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    /** The nearest expiry warning already sent (30, then 7 days before); null when none was. */
    warnedDays: integer('warned_days'),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_documents_provider_idx').on(t.providerId, t.requirementId),
    uniqueIndex('provider_documents_one_accepted')
      .on(t.providerId, t.requirementId)
      .where(sql`${t.state} = 'accepted'`),
    uniqueIndex('provider_documents_one_pending')
      .on(t.providerId, t.requirementId)
      .where(sql`${t.state} <> 'accepted'`),
    index('provider_documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.state} = 'accepted' and ${t.expiresOn} is not null`),
    check('provider_documents_state_check', oneOf(t.state, STORED_DOCUMENT_STATES)),
  ],
);
