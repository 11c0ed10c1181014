import { isPlaceholderImage, type UserProfile, type UserProfileProvider } from '@marketplace/contract';
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
}

export interface OnboardingStep {
  readonly key: 'profile' | 'logo' | 'listing' | 'bank';
  readonly label: string;
  readonly hint: string;
  readonly done: boolean;
  /** Where the step is done: a path in this portal, or a resource and filter of its lists. */
  readonly to: { readonly path: string } | { readonly resource: string; readonly create?: boolean };
}

export function onboardingSteps(input: OnboardingInput, profilePath: string): OnboardingStep[] {
  const steps: OnboardingStep[] = [
    {
      key: 'profile',
      label: 'Complete your business profile',
      hint: 'Name, category, description, contact name, address and location.',
      done: isProfileComplete(input.business),
      to: { path: profilePath },
    },
    {
      key: 'logo',
      label: 'Add your logo',
      hint: 'Customers recognise your business by it in the brands list.',
      done: hasLogo(input.profile),
      to: { path: profilePath },
    },
    {
      key: 'listing',
      label: 'Create your first listing',
      hint: 'A service or an item customers can request.',
      done: input.listingCount > 0,
      to: { resource: 'listings', create: true },
    },
  ];
  if (input.hasBankDetails !== undefined) {
    steps.push({
      key: 'bank',
      label: 'Add your payout bank details',
      hint: 'Your IBAN, so that your earnings can be paid out.',
      done: input.hasBankDetails,
      to: { resource: 'payouts' },
    });
  }
  return steps;
}
