import { providerSignupFormSchema, type UpdateProviderRequest, type UserProfileProvider } from '@marketplace/contract';
import type { InferType } from 'yup';
import { hasEveryProfileField, PROFILE_FIELDS } from './business-profile';

// The business profile form's schema and request, apart from business-profile.ts so that Home's
// onboarding checklist does not load yup and the contract's form schemas.

/** The provider signup's own rules for the business fields (same messages), keyed as the profile. */
export const businessProfileFormSchema = providerSignupFormSchema.pick([...PROFILE_FIELDS, 'website']);
export type BusinessProfileFormValues = InferType<typeof businessProfileFormSchema>;

export function businessFormValues(business: UserProfileProvider): BusinessProfileFormValues {
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
