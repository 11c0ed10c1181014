// Texts of the payout bank details (our wording: the spec has no such screen).

export const BANK_DETAILS_MESSAGES = {
  ibanInvalid: 'Enter a valid Bahrain IBAN (BH, 2 check digits, 4-letter bank code, 14 characters).',
  notYourBusiness: 'You can only change the bank details of your own business.',
} as const;
