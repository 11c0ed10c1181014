import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TAX_DOCUMENT_KINDS } from '@marketplace/contract';
import { id, modifiedAt, oneOf } from './columns';
import { orders } from './commerce';
import { transactions } from './money';
import { users } from './users';

// Tax invoices and credit notes (issue 36; the rules they follow are in
// docs/decisions/tax-invoices.md). A document is a snapshot: the seller's and the buyer's details
// and the lines as they were when it was issued, so a later change of a name, an address or the
// seller's settings never rewrites a document already given. Migration 0018 refuses every UPDATE
// and DELETE of one: a correction is a credit note, never an edit.

/**
 * The marketplace's own legal details as the seller on every document: one row, changed by admins
 * in the back office (audited). A document copies them when it is issued.
 */
export const sellerDetails = pgTable(
  'seller_details',
  {
    id: smallint('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    legalNameAr: text('legal_name_ar').notNull().default(''),
    address: text('address').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    /** The NBR's VAT account number (15 digits). */
    vatNumber: text('vat_number').notNull().default(''),
    /** The commercial registration (Sijilat) number. */
    crNumber: text('cr_number').notNull().default(''),
    modifiedAt: modifiedAt(),
    modifiedBy: uuid('modified_by').references(() => users.id),
  },
  (t) => [check('seller_details_one_row', sql`${t.id} = 1`)],
);

/**
 * The last number given in each series (INV, CN). Taken by an UPDATE ... RETURNING in the
 * transaction that issues the document: the row lock makes concurrent issuers (in any process)
 * queue, and a transaction that rolls back gives its number back, so a series has no gaps.
 */
export const taxDocumentSeries = pgTable(
  'tax_document_series',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('tax_document_series_last_number_check', sql`${t.lastNumber} >= 0`)],
);

export interface TaxDocumentParty {
  name: string;
  nameAr?: string;
  address: string;
  addressAr?: string;
  email?: string;
  vatNumber: string | null;
  crNumber?: string;
}

/** One line of a document as stored, and as the PDF prints it (amounts in fils). */
export interface TaxDocumentLine {
  orderItemId: string;
  /** In the document's language of record, English. */
  description: string;
  /** '' when there is none (then only the English shows). */
  descriptionAr: string;
  quantity: number;
  /** Before VAT. */
  unitPriceFils: number;
  /** 10 in Bahrain. */
  vatRatePercent: number;
  vatFils: number;
  /** The line's total including VAT. */
  totalFils: number;
}

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    series: text('series').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    /** As printed: INV-000123. */
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    /** A credit note's invoice. */
    originalId: uuid('original_id').references((): AnyPgColumn => taxDocuments.id),
    /** A credit note's refund: one note per refund. */
    refundTransactionId: uuid('refund_transaction_id')
      .references(() => transactions.id)
      .unique(),
    seller: jsonb('seller').$type<TaxDocumentParty>().notNull(),
    buyer: jsonb('buyer').$type<TaxDocumentParty>().notNull(),
    lines: jsonb('lines').$type<TaxDocumentLine[]>().notNull(),
    reason: text('reason'),
    taxableFils: integer('taxable_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
  },
  (t) => [
    unique('tax_documents_series_number').on(t.series, t.sequenceNumber),
    // One invoice per order: a second confirmation of the same payment issues nothing.
    uniqueIndex('tax_documents_one_invoice_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'tax-invoice'`),
    index('tax_documents_issued_idx').on(t.issuedAt),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_customer_issued_idx').on(t.customerId, t.issuedAt),
    check('tax_documents_kind_check', oneOf(t.kind, TAX_DOCUMENT_KINDS)),
    check('tax_documents_credit_note_check', sql`(${t.kind} = 'credit-note') = (${t.originalId} is not null)`),
    check(
      'tax_documents_amounts_check',
      sql`${t.taxableFils} >= 0 and ${t.vatFils} >= 0 and ${t.totalFils} = ${t.taxableFils} + ${t.vatFils}`,
    ),
    check('tax_documents_sequence_check', sql`${t.sequenceNumber} > 0`),
  ],
);
