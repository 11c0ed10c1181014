import { describe, expect, it, vi } from 'vitest';

// Home's onboarding checklist reads business-profile.ts on its first load: the module must not load
// the contract at run time (its form schemas bring yup, 13 KB gzip, into /provider-dashboard/home).
vi.mock('@marketplace/contract', () => {
  throw new Error('business-profile.ts loaded @marketplace/contract');
});

const business = {
  isCompleted: true,
  businessName: 'Pearl Tours',
  businessCategoryId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  primaryLocation: 'Manama',
  businessDescription: 'Boat trips',
  contactName: 'Sara',
  businessAddress: 'Road 1',
};

describe('business profile rules', () => {
  it('load without the contract and tell a complete profile from an incomplete one', async () => {
    const { isProfileComplete } = await import('./business-profile');
    type Business = Parameters<typeof isProfileComplete>[0];
    expect(isProfileComplete(business as unknown as Business)).toBe(true);
    expect(isProfileComplete({ ...business, contactName: ' ' } as unknown as Business)).toBe(false);
    // Filled at sign-up, never saved from the profile form (issue 41 point 1).
    expect(isProfileComplete({ ...business, isCompleted: false } as unknown as Business)).toBe(true);
  });
});
