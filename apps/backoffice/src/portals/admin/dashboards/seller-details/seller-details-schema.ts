import { isApiError } from '@marketplace/client';
import {
  ADDRESS_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  CR_NUMBER_PATTERN,
  requiredMessage,
  requiredTextField,
  TAX_DOCUMENT_MESSAGES,
  VAT_ACCOUNT_NUMBER_PATTERN,
  type SellerDetails,
  type UpdateSellerDetailsRequest,
} from '@marketplace/contract';
import { object, string, type InferType } from 'yup';
import type { Translate } from '@/i18n/text';

// The seller details form (issue 36) on the contract's rules for PUT /api/Admin/seller-details:
// every field required, the names and addresses as long as the contract allows, the VAT account
// number's 15 digits and the CR number's pattern, with the contract's texts (its catalog says them
// in Arabic). The fields' names in the messages are the screen's, in the language on screen.

const FIELDS = ['LegalName', 'LegalNameAr', 'Address', 'AddressAr', 'VatNumber', 'CrNumber'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Arabic-Indic (٠-٩) and Persian (۰-۹) digits, which an Arabic keyboard types, as the Latin ones the
 * numbers are registered with (the two blocks start 0x90 apart, each at its zero).
 */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90));

/**
 * A registration number as sent: Latin digits, without the spaces people type between the groups
 * printed on certificates ("200 0123 4560 0003").
 */
export const compactNumber = (value: string) => latinDigits(value).replace(/\s+/g, '');

/** Spaces are taken out before the pattern is checked, so "200 0123 4560 0003" passes as what is sent. */
const numberField = (label: string, pattern: string, message: string) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? compactNumber(value) : value))
    .required(requiredMessage(label))
    .matches(new RegExp(pattern), message);

export const sellerDetailsSchema = (t: Translate) =>
  object({
    LegalName: requiredTextField(t('admin.seller.form.legalName'), BUSINESS_NAME_MAX_LENGTH),
    LegalNameAr: requiredTextField(t('admin.seller.form.legalNameAr'), BUSINESS_NAME_MAX_LENGTH),
    Address: requiredTextField(t('admin.seller.form.address'), ADDRESS_MAX_LENGTH, 'multi'),
    AddressAr: requiredTextField(t('admin.seller.form.addressAr'), ADDRESS_MAX_LENGTH, 'multi'),
    VatNumber: numberField(
      t('admin.seller.form.vatNumber'),
      VAT_ACCOUNT_NUMBER_PATTERN,
      TAX_DOCUMENT_MESSAGES.vatNumberInvalid,
    ),
    CrNumber: numberField(t('admin.seller.form.crNumber'), CR_NUMBER_PATTERN, TAX_DOCUMENT_MESSAGES.crNumberInvalid),
  });
export type SellerDetailsFormValues = InferType<ReturnType<typeof sellerDetailsSchema>>;

/** The form's starting values: the details as saved ('' for what was never set). */
export function sellerDetailsFormValues(details: SellerDetails): SellerDetailsFormValues {
  const { LegalName, LegalNameAr, Address, AddressAr, VatNumber, CrNumber } = details;
  return { LegalName, LegalNameAr, Address, AddressAr, VatNumber, CrNumber };
}

/** PUT /api/Admin/seller-details: the texts trimmed (as the API stores them), the numbers compact. */
export function sellerDetailsRequest(values: SellerDetailsFormValues): UpdateSellerDetailsRequest {
  return {
    LegalName: values.LegalName.trim(),
    LegalNameAr: values.LegalNameAr.trim(),
    Address: values.Address.trim(),
    AddressAr: values.AddressAr.trim(),
    VatNumber: compactNumber(values.VatNumber),
    CrNumber: compactNumber(values.CrNumber),
  };
}

/**
 * The API's 400 `Errors: [{ Field, Message }]` as the form's field errors (the contract's texts,
 * which the form says in the language on screen); null when the failure is not about the fields.
 */
export function serverFieldErrors(error: unknown): Partial<Record<Field, string>> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = error.body as { Errors?: unknown } | undefined;
  if (!Array.isArray(body?.Errors)) return null;
  const errors: Partial<Record<Field, string>> = {};
  for (const item of body.Errors as { Field?: unknown; Message?: unknown }[]) {
    const field = FIELDS.find((name) => name === item.Field);
    if (field && typeof item.Message === 'string') errors[field] ??= item.Message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
