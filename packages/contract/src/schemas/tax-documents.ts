import { Type, type Static } from 'typebox';
import { TAX_DOCUMENT_MESSAGES } from '../errors/tax-document-messages';
import { ADDRESS_MAX_LENGTH, BUSINESS_NAME_MAX_LENGTH } from '../limits';
import { NullableIsoDateTimeSchema, requiredTextSchema } from './common';

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
