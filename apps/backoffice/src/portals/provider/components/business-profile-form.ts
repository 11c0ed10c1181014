import {
  BUSINESS_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  providerSignupFormSchema,
  type Provider,
  type UpdateProviderRequest,
  type UserProfileProvider,
} from '@marketplace/contract';
import type { InferType } from 'yup';
import { arabicTextField } from '@/components/arabic-text/arabic-text-field';
import type { Translate } from '@/i18n/text';
import { hasEveryProfileField, PROFILE_FIELDS } from './business-profile';

// The business profile form's schema and request, apart from business-profile.ts so that Home's
// onboarding checklist does not load yup and the contract's form schemas.

/**
 * The provider signup's own rules for the business fields (same messages), keyed as the profile,
 * and the Arabic name and description (issue 33): the English one's rules, optional. The Arabic
 * fields' messages name them as their inputs do, in the language on screen (`t` of useT); the
 * signup's fields are named by the contract, whose catalog translates them.
 */
export const businessProfileFormSchema = (t: Translate) =>
  providerSignupFormSchema.pick([...PROFILE_FIELDS, 'website']).shape({
    businessNameAr: arabicTextField(t('provider.profile.form.arabicName'), BUSINESS_NAME_MAX_LENGTH),
    businessDescriptionAr: arabicTextField(
      t('provider.profile.form.arabicDescription'),
      DESCRIPTION_MAX_LENGTH,
      'multi',
    ),
  });
export type BusinessProfileFormValues = InferType<ReturnType<typeof businessProfileFormSchema>>;

/**
 * The Arabic texts as written. The signed-in user's profile (UserProfileProvider) has no Arabic,
 * so they come from the business itself (GET /api/Provider/{id}).
 */
export type BusinessArabicTexts = Pick<Provider, 'BusinessNameAr' | 'BusinessDescriptionAr'>;

/** The form's starting values; without `arabic` (not read) the Arabic stays out of the form and the request. */
export function businessFormValues(
  business: UserProfileProvider,
  arabic?: BusinessArabicTexts | null,
): BusinessProfileFormValues {
  const { businessName, businessCategoryId, primaryLocation, businessDescription, contactName, businessAddress } =
    business;
  return {
    businessName,
    businessCategoryId,
    primaryLocation,
    businessDescription,
    contactName,
    businessAddress,
    website: business.website,
    ...(arabic ? { businessNameAr: arabic.BusinessNameAr, businessDescriptionAr: arabic.BusinessDescriptionAr } : {}),
  };
}

/** PUT /api/Provider/{id}: IsCompleted says whether every field customers read is filled. */
export function updateRequestOf(values: BusinessProfileFormValues): UpdateProviderRequest {
  const text = (value: string | undefined | null) => (value ?? '').trim();
  return {
    BusinessName: text(values.businessName),
    BusinessCategoryId: values.businessCategoryId,
    PrimaryLocation: text(values.primaryLocation),
    BusinessDescription: text(values.businessDescription),
    // The Arabic only when the form has it: absent, the API keeps the current texts ('' removes them).
    ...(values.businessNameAr === undefined ? {} : { BusinessNameAr: text(values.businessNameAr) }),
    ...(values.businessDescriptionAr === undefined
      ? {}
      : { BusinessDescriptionAr: text(values.businessDescriptionAr) }),
    ContactName: text(values.contactName),
    BusinessAddress: text(values.businessAddress),
    Website: text(values.website),
    IsCompleted: hasEveryProfileField({
      businessName: text(values.businessName),
      businessCategoryId: values.businessCategoryId,
      primaryLocation: text(values.primaryLocation),
      businessDescription: text(values.businessDescription),
      contactName: text(values.contactName),
      businessAddress: text(values.businessAddress),
    }),
  };
}
