import {
  isPlaceholderImage,
  VERIFICATION_PATHS,
  type UserProfile,
  type UserProfileProvider,
  type VerificationStatus,
} from '@marketplace/contract';
import type { MessageId } from '@/i18n/text';
import { isProfileComplete } from '@/portals/provider/components/business-profile';

// The steps a new provider takes before their business works on its own (issue 16): each is done
// or not from what the API already says, and links to the screen where it is done.

export function hasLogo(profile: UserProfile): boolean {
  return !isPlaceholderImage(profile.imageUrl);
}

export interface OnboardingInput {
  readonly profile: UserProfile;
  readonly business: UserProfileProvider;
  readonly listingCount: number;
  /** undefined while unknown (no bank-details call yet, or it failed): the step is not shown. */
  readonly hasBankDetails: boolean | undefined;
  /** Where the business's verification stands (issue 38); undefined while unknown: the step is not shown. */
  readonly verification?: VerificationStatus | undefined;
}

export interface OnboardingStep {
  readonly key: 'profile' | 'verification' | 'logo' | 'listing' | 'bank';
  /** What to do and why, as message ids (the checklist shows them in the language on screen). */
  readonly label: MessageId;
  readonly hint: MessageId;
  readonly done: boolean;
  /** Where the step is done: a path in this portal, or a resource and filter of its lists. */
  readonly to: { readonly path: string } | { readonly resource: string; readonly create?: boolean };
}

export function onboardingSteps(input: OnboardingInput, profilePath: string): OnboardingStep[] {
  const steps: OnboardingStep[] = [
    {
      key: 'profile',
      label: 'provider.home.onboarding.profile',
      hint: 'provider.home.onboarding.profileHint',
      done: isProfileComplete(input.business),
      to: { path: profilePath },
    },
    ...verificationStep(input.verification),
    {
      key: 'logo',
      label: 'provider.home.onboarding.logo',
      hint: 'provider.home.onboarding.logoHint',
      done: hasLogo(input.profile),
      to: { path: profilePath },
    },
    {
      key: 'listing',
      label: 'provider.home.onboarding.listing',
      hint: 'provider.home.onboarding.listingHint',
      done: input.listingCount > 0,
      to: { resource: 'listings', create: true },
    },
  ];
  if (input.hasBankDetails !== undefined) {
    steps.push({
      key: 'bank',
      label: 'provider.home.onboarding.bank',
      hint: 'provider.home.onboarding.bankHint',
      done: input.hasBankDetails,
      to: { resource: 'payouts' },
    });
  }
  return steps;
}

/** The verification step's hint says where it stands: an admin approves a business only once it is verified. */
const VERIFICATION_HINTS: Record<VerificationStatus, MessageId> = {
  'not-submitted': 'verification.provider.home.stepNotSubmitted',
  'in-review': 'verification.provider.home.stepInReview',
  'changes-requested': 'verification.provider.home.stepChangesRequested',
  verified: 'verification.provider.home.stepVerified',
  expired: 'verification.provider.home.stepExpired',
};

function verificationStep(status: VerificationStatus | undefined): OnboardingStep[] {
  if (status === undefined) return [];
  return [
    {
      key: 'verification',
      label: 'verification.provider.home.step',
      hint: VERIFICATION_HINTS[status],
      done: status === 'verified',
      to: { path: VERIFICATION_PATHS.provider },
    },
  ];
}
