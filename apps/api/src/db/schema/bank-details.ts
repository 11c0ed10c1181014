import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns';
import { providers } from './catalog';
import { users } from './users';

/**
 * Where a provider's payouts are transferred: one row per provider, replaced when they change it
 * (the audit log keeps the history, with the IBAN masked). Payouts are refused until it exists.
 */
export const providerBankDetails = pgTable(
  'provider_bank_details',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name').notNull(),
    /** Normalised: no spaces, upper case, checked as a Bahrain IBAN by the API. */
    iban: text('iban').notNull(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
    modifiedBy: uuid('modified_by').references(() => users.id),
  },
  (t) => [check('provider_bank_details_iban_check', sql`${t.iban} ~ '^BH[0-9]{2}[A-Z]{4}[A-Z0-9]{14}$'`)],
);
