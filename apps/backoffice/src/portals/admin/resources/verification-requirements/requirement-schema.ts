import {
  BUSINESS_TYPES,
  optionalTextField,
  REQUIREMENT_HINT_MAX_LENGTH,
  REQUIREMENT_NAME_MAX_LENGTH,
  requiredMessage,
  requiredTextField,
} from '@marketplace/contract';
import { boolean, mixed, number, object, type InferType } from 'yup';
import type { Translate } from '@/i18n/text';

// The required-document form (issue 38) on the rules of CreateDocumentRequirementRequest: a business
// type, a name in English and in Arabic (providers read it in their language, so both are asked
// for here), optional hints, the fields the business fills in, an order from 0 to 1000 (empty: the
// API puts it last) and whether it is asked for. The inputs' names in the messages are the
// screen's, in the language on screen; the contract's catalog says the rest of each sentence.

/** The lowest and highest order the API takes (DocumentRequirement's SortOrder). */
export const SORT_ORDER_MIN = 0;
export const SORT_ORDER_MAX = 1000;

export const requirementSchema = (t: Translate) => {
  const sortOrderInvalid = t('verification.admin.form.sortOrderInvalid');
  return object({
    BusinessType: mixed<(typeof BUSINESS_TYPES)[number]>()
      .oneOf(BUSINESS_TYPES, requiredMessage(t('verification.admin.form.businessType')))
      .required(requiredMessage(t('verification.admin.form.businessType'))),
    Name: requiredTextField(t('verification.admin.form.name'), REQUIREMENT_NAME_MAX_LENGTH),
    NameAr: requiredTextField(t('verification.admin.form.nameAr'), REQUIREMENT_NAME_MAX_LENGTH),
    Hint: optionalTextField(t('verification.admin.form.hint'), REQUIREMENT_HINT_MAX_LENGTH, 'multi'),
    HintAr: optionalTextField(t('verification.admin.form.hintAr'), REQUIREMENT_HINT_MAX_LENGTH, 'multi'),
    HasNumber: boolean().default(false),
    HasIssueDate: boolean().default(false),
    HasExpiryDate: boolean().default(false),
    IsActive: boolean().default(true),
    // An emptied number input is null (or NaN while half typed): no order, the API's to choose.
    SortOrder: number()
      .nullable()
      .default(null)
      .transform((value: unknown, original: unknown) =>
        original === '' || original === null || original === undefined || Number.isNaN(value) ? null : value,
      )
      .typeError(sortOrderInvalid)
      .integer(sortOrderInvalid)
      .min(SORT_ORDER_MIN, sortOrderInvalid)
      .max(SORT_ORDER_MAX, sortOrderInvalid),
  });
};

export type RequirementFormValues = InferType<ReturnType<typeof requirementSchema>>;

/** A new requirement's starting values: of the tab's business type, asked for, ordered by the API. */
export const newRequirement = (businessType: RequirementFormValues['BusinessType']): RequirementFormValues => ({
  BusinessType: businessType,
  Name: '',
  NameAr: '',
  Hint: '',
  HintAr: '',
  HasNumber: false,
  HasIssueDate: false,
  HasExpiryDate: false,
  IsActive: true,
  SortOrder: null,
});
