import { Type, type Static } from 'typebox';
import { BANK_DETAILS_MESSAGES } from '../bank-details/bank-details-messages';
import { NAME_MAX_LENGTH } from '../limits';
import { IsoDateTimeSchema, requiredTextSchema, UuidSchema } from './common';

// A provider's payout bank details (ours: the spec has none). Payouts are manual bank transfers,
// so a provider must give them before asking for one.

/**
 * The IBAN as typed: letters, digits and spaces. The shape is a first filter; the API then
 * normalises it (spaces out, upper case) and checks country, length and the ISO 13616 checksum
 * with isValidBahrainIban, answering 400 with the same text.
 */
export const IbanInputSchema = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9 ]+$',
  errorMessage: BANK_DETAILS_MESSAGES.ibanInvalid,
});

/** PUT /api/Provider/{id}/bank-details (the provider themself). */
export const UpdateBankDetailsRequestSchema = Type.Object(
  {
    AccountHolder: requiredTextSchema(NAME_MAX_LENGTH),
    BankName: requiredTextSchema(NAME_MAX_LENGTH),
    Iban: IbanInputSchema,
  },
  { title: 'UpdateBankDetailsRequest', additionalProperties: false },
);
export type UpdateBankDetailsRequest = Static<typeof UpdateBankDetailsRequestSchema>;

/**
 * Stored details: Iban normalised (22 characters, upper case), IbanMasked shows only its last
 * four (what screens show by default). The full Iban is sent to the provider and admins only.
 */
export const BankDetailsSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    AccountHolder: Type.String(),
    BankName: Type.String(),
    Iban: Type.String(),
    IbanMasked: Type.String(),
    ModifiedAt: IsoDateTimeSchema,
  },
  { title: 'BankDetails' },
);
export type BankDetails = Static<typeof BankDetailsSchema>;

/** GET answers null (200) while the provider has not given any: "none yet" is not an error. */
export const MaybeBankDetailsSchema = Type.Union([BankDetailsSchema, Type.Null()], { title: 'MaybeBankDetails' });
export type MaybeBankDetails = Static<typeof MaybeBankDetailsSchema>;
