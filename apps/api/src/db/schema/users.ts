import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES, ROLES } from '@marketplace/contract';
import { EMAIL_TOKEN_PURPOSES } from './internal-values';
import { createdAt, id, modifiedAt, oneOf } from './columns';

/**
 * Every person who signs in. A customer is a user with role `customer` (CustomerId = UserId);
 * providers add a row in `providers`. For customers `is_active` means "e-mail verified" (spec 3).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    address: text('address'),
    imageUrl: text('image_url'),
    /** The language the account reads the marketplace and its e-mails in (issue 33). */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    isActive: boolean('is_active').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    // The admin dashboard counts customers (all, verified, new this month) from this index alone.
    index('users_customers_created_idx')
      .on(t.createdAt, t.isActive)
      .where(sql`${t.role} = 'customer' and ${t.isDeleted} = false`),
    // The admins' customer search (customer list, order list): one trigram index over the text a
    // search looks in (customer-search.ts builds the same expression, or the index is not used).
    index('users_customer_search_trgm_idx')
      .using(
        'gin',
        sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.phoneNumber}, '')) gin_trgm_ops`,
      )
      .where(sql`${t.role} = 'customer'`),
    // The customer list sorted by name (either way), as customers.repository.ts orders it.
    index('users_customers_name_idx')
      .on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id)
      .where(sql`${t.role} = 'customer' and ${t.isDeleted} = false`),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_language_check', oneOf(t.language, LOCALES)),
    check('users_email_check', sql`position('@' in ${t.email}) > 1`),
  ],
);

/** Refresh tokens are stored as SHA-256 hashes; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use tokens mailed to users (e-mail verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_check', oneOf(t.purpose, EMAIL_TOKEN_PURPOSES)),
  ],
);
