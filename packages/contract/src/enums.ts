import { Type, type TLiteral, type TUnion } from 'typebox';

// Each closed set of values exists three times on purpose: a const array (for loops, selects and
// filters), a union type (for code) and a TypeBox schema (for route validation and OpenAPI).
// The schema is generated from the array so the three can never drift apart.

type LiteralTuple<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
type LiteralUnion<T extends readonly string[]> =
  LiteralTuple<T> extends infer Members extends TLiteral<string>[] ? TUnion<Members> : never;

/*#__NO_SIDE_EFFECTS__*/
function literalUnion<const T extends readonly string[]>(values: T, title: string): LiteralUnion<T> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    { title },
  ) as unknown as LiteralUnion<T>;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const ROLES = ['customer', 'provider', 'admin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = literalUnion(ROLES, 'Role');
export const isRole = (value: unknown): value is Role => isOneOf(ROLES, value);

// The token carries PascalCase role names; the apps work with the camelCase ones.
export const ROLE_CLAIMS = ['Customer', 'Provider', 'Admin', 'SuperAdmin'] as const;
export type RoleClaim = (typeof ROLE_CLAIMS)[number];
export const RoleClaimSchema = literalUnion(ROLE_CLAIMS, 'RoleClaim');
export const isRoleClaim = (value: unknown): value is RoleClaim => isOneOf(ROLE_CLAIMS, value);

const CLAIM_BY_ROLE: Readonly<Record<Role, RoleClaim>> = {
  customer: 'Customer',
  provider: 'Provider',
  admin: 'Admin',
  superAdmin: 'SuperAdmin',
};

export function roleToClaim(role: Role): RoleClaim {
  return CLAIM_BY_ROLE[role];
}

/** Unknown claims give null: the access guard sends a user with no known role to /start. */
export function roleFromClaim(claim: unknown): Role | null {
  if (!isRoleClaim(claim)) return null;
  return ROLES.find((role) => CLAIM_BY_ROLE[role] === claim) ?? null;
}

// Which token roles each login portal admits (spec section 5).
export const CUSTOMER_PORTAL_ROLE_CLAIMS: readonly RoleClaim[] = ['Customer'];
export const PROVIDER_PORTAL_ROLE_CLAIMS: readonly RoleClaim[] = ['Provider', 'SuperAdmin', 'Admin'];

export const LISTING_TYPES = ['item', 'service'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const ListingTypeSchema = literalUnion(LISTING_TYPES, 'ListingType');
export const isListingType = (value: unknown): value is ListingType => isOneOf(LISTING_TYPES, value);

export const AVAILABILITIES = ['available', 'unavailable', 'discontinued'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AvailabilitySchema = literalUnion(AVAILABILITIES, 'Availability');

export const PROVIDER_ACCOUNT_STATES = ['active', 'pending', 'rejected', 'inactive'] as const;
export type ProviderAccountState = (typeof PROVIDER_ACCOUNT_STATES)[number];
export const ProviderAccountStateSchema = literalUnion(PROVIDER_ACCOUNT_STATES, 'ProviderAccountState');

/**
 * What a business is, which decides the documents it must give (issue 38): a company (a
 * Commercial Registration) or an individual (a freelancer working under their own CPR).
 */
export const BUSINESS_TYPES = ['company', 'individual'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BusinessTypeSchema = literalUnion(BUSINESS_TYPES, 'BusinessType');

/**
 * A business's verification as customers and the catalog see it (issue 38): `verified` while every
 * required document is accepted and current; `expired` once an accepted document ran out (its
 * listings take no new orders until a new one is accepted); `unverified` otherwise.
 */
export const PROVIDER_VERIFICATIONS = ['unverified', 'verified', 'expired'] as const;
export type ProviderVerification = (typeof PROVIDER_VERIFICATIONS)[number];
export const ProviderVerificationSchema = literalUnion(PROVIDER_VERIFICATIONS, 'ProviderVerification');

/**
 * Where a business's verification stands for its provider and the admins: gathering documents,
 * waiting for the admins' review, changes asked for, verified, or expired.
 */
export const VERIFICATION_STATUSES = [
  'not-submitted',
  'in-review',
  'changes-requested',
  'verified',
  'expired',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VerificationStatusSchema = literalUnion(VERIFICATION_STATUSES, 'VerificationStatus');

/** One required document's state: nothing uploaded, awaiting review, accepted, to redo, run out. */
export const DOCUMENT_STATES = ['missing', 'submitted', 'accepted', 'changes-requested', 'expired'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
export const DocumentStateSchema = literalUnion(DOCUMENT_STATES, 'DocumentState');

/** An admin's decision on one document. */
export const DOCUMENT_DECISIONS = ['accept', 'request-changes'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];
export const DocumentDecisionSchema = literalUnion(DOCUMENT_DECISIONS, 'DocumentDecision');

// Used for orders and order items alike; the spec lists no other order statuses.
export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'InProgress', 'Completed', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BookingStatusSchema = literalUnion(BOOKING_STATUSES, 'BookingStatus');
export const isBookingStatus = (value: unknown): value is BookingStatus => isOneOf(BOOKING_STATUSES, value);

// Customers only ever see payment and refund; earning and payout belong to providers.
/**
 * The VAT documents the marketplace issues (issue 36): a tax invoice for every paid order and a
 * credit note for every refund of an invoiced order, each kind with its own gap-free sequence.
 */
export const TAX_DOCUMENT_KINDS = ['tax-invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
/** The printed prefix of each kind's numbers: INV-000123, CN-000007. */
export const TaxDocumentKindSchema = literalUnion(TAX_DOCUMENT_KINDS, 'TaxDocumentKind');
export const TAX_DOCUMENT_SERIES: Record<TaxDocumentKind, string> = { 'tax-invoice': 'INV', 'credit-note': 'CN' };

/** A conversation about a paid request (issue 37): open, or closed by an admin (read only then). */
export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const ConversationStatusSchema = literalUnion(CONVERSATION_STATUSES, 'ConversationStatus');

/** Who takes part: the order's customer, the provider's owner, and admins who joined. */
export const CONVERSATION_ROLES = ['customer', 'provider', 'admin'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];
export const ConversationRoleSchema = literalUnion(CONVERSATION_ROLES, 'ConversationRole');

/** A person's message, or the marketplace's own note in the thread ("An admin joined"). */
export const CONVERSATION_MESSAGE_KINDS = ['message', 'note'] as const;
export type ConversationMessageKind = (typeof CONVERSATION_MESSAGE_KINDS)[number];
export const ConversationMessageKindSchema = literalUnion(CONVERSATION_MESSAGE_KINDS, 'ConversationMessageKind');

/** The longest message text (issue 37). */
export const MESSAGE_MAX_LENGTH = 4000;

export const TRANSACTION_TYPES = ['payment', 'refund', 'earning', 'payout'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TransactionTypeSchema = literalUnion(TRANSACTION_TYPES, 'TransactionType');

export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TransactionStatusSchema = literalUnion(TRANSACTION_STATUSES, 'TransactionStatus');

/**
 * One word per payout state, for admins, providers and the mails alike (issue 41): a settled
 * payout is "Paid" and a rejected request "Rejected" everywhere. The design system's catalogs
 * say them in each language (ui.payoutStatus.*, held to these words by a test).
 */
export const PAYOUT_STATUS_LABELS = {
  pending: 'Pending',
  completed: 'Paid',
  cancelled: 'Rejected',
  failed: 'Failed',
} as const satisfies Readonly<Record<TransactionStatus, string>>;

// Our decision: the spec leaves inquiry statuses open (section 3).
export const INQUIRY_STATUSES = ['new', 'in-progress', 'resolved', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const InquiryStatusSchema = literalUnion(INQUIRY_STATUSES, 'InquiryStatus');

export const MEDIA_RELATED_TYPES = ['Profile', 'ServiceItem', 'Category', 'Provider'] as const;
export type MediaRelatedType = (typeof MEDIA_RELATED_TYPES)[number];
export const MediaRelatedTypeSchema = literalUnion(MEDIA_RELATED_TYPES, 'MediaRelatedType');

// 'benefit' is BenefitPay, Bahrain's national debit and wallet network.
export const PAYMENT_TYPES = ['card', 'benefit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PaymentTypeSchema = literalUnion(PAYMENT_TYPES, 'PaymentType');

export const AUTH_STATUSES = ['idle', 'loading', 'succeeded', 'failed'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];
export const AuthStatusSchema = literalUnion(AUTH_STATUSES, 'AuthStatus');

// Filters in lists use 'all' to mean "no filter"; it is never stored on a record.
export const FILTER_ALL = 'all';
export type FilterAll = typeof FILTER_ALL;

export const ORDER_SORTS = ['newest', 'oldest'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const OrderSortSchema = literalUnion(ORDER_SORTS, 'OrderSort');
