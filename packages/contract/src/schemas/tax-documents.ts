import { Type, type Static } from 'typebox';
import { TAX_DOCUMENT_MESSAGES } from '../errors/tax-document-messages';
import { ADDRESS_MAX_LENGTH, BUSINESS_NAME_MAX_LENGTH } from '../limits';
import { TaxDocumentKindSchema } from '../enums';
import {
  CountSchema,
  IsoDateTimeSchema,
  MoneySchema,
  NullableIsoDateTimeSchema,
  requiredTextSchema,
  UuidSchema,
} from './common';

// The marketplace's own details as the seller on its tax invoices and credit notes (issue 36),
// which admins keep in the back office.

/**
 * The NBR's VAT account number: 15 digits (as on its registration certificates; spaces typed
 * between groups are taken out by the form before sending).
 */
export const VAT_ACCOUNT_NUMBER_PATTERN = '^[0-9]{15}$';
/** A commercial registration (Sijilat) number: digits, then the branch after a dash. */
export const CR_NUMBER_PATTERN = '^[0-9]{1,8}(-[0-9]{1,4})?$';

/** PUT /api/Admin/seller-details: every field required, in both languages. */
export const UpdateSellerDetailsRequestSchema = Type.Object(
  {
    LegalName: requiredTextSchema(BUSINESS_NAME_MAX_LENGTH),
    LegalNameAr: requiredTextSchema(BUSINESS_NAME_MAX_LENGTH),
    Address: requiredTextSchema(ADDRESS_MAX_LENGTH, 'multi'),
    AddressAr: requiredTextSchema(ADDRESS_MAX_LENGTH, 'multi'),
    VatNumber: Type.String({
      pattern: VAT_ACCOUNT_NUMBER_PATTERN,
      errorMessage: TAX_DOCUMENT_MESSAGES.vatNumberInvalid,
    }),
    CrNumber: Type.String({ pattern: CR_NUMBER_PATTERN, errorMessage: TAX_DOCUMENT_MESSAGES.crNumberInvalid }),
  },
  { title: 'UpdateSellerDetailsRequest', additionalProperties: false },
);
export type UpdateSellerDetailsRequest = Static<typeof UpdateSellerDetailsRequestSchema>;

/**
 * GET /api/Admin/seller-details: as saved, '' for what was never set. IsComplete says whether
 * every field is there: documents issued before then lack what is missing.
 */
export const SellerDetailsSchema = Type.Object(
  {
    LegalName: Type.String(),
    LegalNameAr: Type.String(),
    Address: Type.String(),
    AddressAr: Type.String(),
    VatNumber: Type.String(),
    CrNumber: Type.String(),
    IsComplete: Type.Boolean(),
    ModifiedAt: NullableIsoDateTimeSchema,
  },
  { title: 'SellerDetails' },
);
export type SellerDetails = Static<typeof SellerDetailsSchema>;

/**
 * GET /api/Admin/vat-report: a VAT return's period, a Bahrain calendar month or quarter of a year
 * (exactly one of the two).
 */
export const VatReportQuerySchema = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 9999 }),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    quarter: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  },
  { title: 'VatReportQuery', additionalProperties: false },
);
export type VatReportQuery = Static<typeof VatReportQuerySchema>;

/** What the documents of a day (or of the period) add up to, in BHD. */
const vatFigures = {
  Invoices: CountSchema,
  TaxableSales: MoneySchema,
  OutputVat: MoneySchema,
  CreditNotes: CountSchema,
  CreditedTaxable: MoneySchema,
  CreditedVat: MoneySchema,
  /** Taxable sales less what credit notes gave back; may be below zero in a period of refunds. */
  NetTaxable: Type.Number(),
  NetVat: Type.Number(),
};

export const VatReportDaySchema = Type.Object(
  { Date: Type.String({ description: 'YYYY-MM-DD, a Bahrain calendar day' }), ...vatFigures },
  { title: 'VatReportDay' },
);
export type VatReportDay = Static<typeof VatReportDaySchema>;

/** The period's days that have documents, in order, and its totals: the sums of its documents. */
export const VatReportSchema = Type.Object(
  {
    From: Type.String({ description: 'The first day, YYYY-MM-DD' }),
    To: Type.String({ description: 'The last day, YYYY-MM-DD' }),
    Days: Type.Array(VatReportDaySchema),
    Totals: Type.Object(vatFigures, { title: 'VatFigures' }),
  },
  { title: 'VatReport' },
);
export type VatReport = Static<typeof VatReportSchema>;

export const TaxDocumentPartySchema = Type.Object(
  {
    Name: Type.String(),
    NameAr: Type.String(),
    Address: Type.String(),
    AddressAr: Type.String(),
    Email: Type.String(),
    VatNumber: Type.Union([Type.String(), Type.Null()]),
    CrNumber: Type.String(),
  },
  { title: 'TaxDocumentParty' },
);

export const TaxDocumentLineSchema = Type.Object(
  {
    OrderItemId: UuidSchema,
    Description: Type.String(),
    DescriptionAr: Type.String(),
    Quantity: CountSchema,
    /** Before VAT, in BHD. */
    UnitPrice: MoneySchema,
    VatRate: Type.Number({ description: 'Percent' }),
    Vat: MoneySchema,
    Total: MoneySchema,
  },
  { title: 'TaxDocumentLine' },
);

/**
 * A tax invoice or credit note as issued. A provider reads only the lines of its own items, and
 * the amounts are those lines' (Partial true); the customer and admins read the whole document.
 */
export const TaxDocumentSchema = Type.Object(
  {
    TaxDocumentId: UuidSchema,
    Kind: TaxDocumentKindSchema,
    Number: Type.String(),
    IssuedAt: IsoDateTimeSchema,
    OrderId: UuidSchema,
    /** A credit note's invoice. */
    OriginalNumber: Type.Union([Type.String(), Type.Null()]),
    /** A credit note's reason; '' on an invoice. */
    Reason: Type.String(),
    /** The reason in Arabic; '' when it is in a wording of its own (then only the English). */
    ReasonAr: Type.String(),
    Seller: TaxDocumentPartySchema,
    Buyer: TaxDocumentPartySchema,
    Lines: Type.Array(TaxDocumentLineSchema),
    Taxable: MoneySchema,
    Vat: MoneySchema,
    Total: MoneySchema,
    Partial: Type.Boolean(),
  },
  { title: 'TaxDocument' },
);
export type TaxDocument = Static<typeof TaxDocumentSchema>;

/** GET /api/Order/{id}/tax-documents: the order's invoice and credit notes, oldest first. */
export const TaxDocumentListSchema = Type.Array(TaxDocumentSchema, { title: 'TaxDocumentList' });
export type TaxDocumentList = Static<typeof TaxDocumentListSchema>;

/**
 * GET /api/TaxDocument/{id}/pdf/link: the link a receipt or refund e-mail gives, which opens that
 * document's PDF for 30 days without signing in.
 */
export const TaxDocumentLinkQuerySchema = Type.Object(
  {
    token: Type.String({
      pattern: '^[0-9A-Za-z._-]{1,200}$',
      errorMessage: TAX_DOCUMENT_MESSAGES.linkExpired,
    }),
  },
  { title: 'TaxDocumentLinkQuery', additionalProperties: false },
);
export type TaxDocumentLinkQuery = Static<typeof TaxDocumentLinkQuerySchema>;
