import { object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH } from '../limits';
import { requiredTextField } from '../validation/yup-fields';
import { BANK_DETAILS_MESSAGES } from './bank-details-messages';
import { isValidBahrainIban } from './iban';

/** The provider's payout bank details form; PascalCase as the payload it posts. */
export const bankDetailsFormSchema = object({
  AccountHolder: requiredTextField('Account holder', NAME_MAX_LENGTH),
  BankName: requiredTextField('Bank name', NAME_MAX_LENGTH),
  Iban: string()
    .required(BANK_DETAILS_MESSAGES.ibanInvalid)
    .test('bahrain-iban', BANK_DETAILS_MESSAGES.ibanInvalid, (value) => isValidBahrainIban(value)),
});
export type BankDetailsFormValues = InferType<typeof bankDetailsFormSchema>;
