import type { UserProfileProvider } from '@marketplace/contract';

// The business profile's rules, one copy for the profile form and Home's onboarding checklist. The
// form's yup schema is business-profile-form.ts: building it at load would put yup and the
// contract's form schemas into Home's first load (issue 16's bundle goal).

/** What a complete business profile holds: the signup's required fields and what customers read. */
export const PROFILE_FIELDS = [
  'businessName',
  'businessCategoryId',
  'primaryLocation',
  'businessDescription',
  'contactName',
  'businessAddress',
] as const satisfies readonly (keyof UserProfileProvider)[];

type ProfileField = (typeof PROFILE_FIELDS)[number];
/** Whether every field customers read is filled (IsCompleted on save). */
export const hasEveryProfileField = (values: Pick<UserProfileProvider, ProfileField>): boolean =>
  PROFILE_FIELDS.every((field) => (values[field] ?? '').trim() !== '');

/**
 * The onboarding step is done when the fields are there, whoever filled them and when (at
 * sign-up, or before the API set IsCompleted at sign-up): the flag is not asked.
 */
export function isProfileComplete(business: UserProfileProvider): boolean {
  return hasEveryProfileField(business);
}
