import type { Provider, UserProfile, UserProfileProvider } from '@marketplace/contract';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';

// A signed-in provider for the provider dashboard's component tests.

export const PROVIDER_ID = '6f1c2a55-3b1e-4c55-9a57-0d0c1f3e2b10';
export const USER_ID = '1b0e8a55-3b1e-4c55-9a57-0d0c1f3e2b11';
export const CATEGORY_ID = '2c0e8a55-3b1e-4c55-9a57-0d0c1f3e2b12';

export function providerFixture(
  business: Partial<UserProfileProvider> = {},
  profile: Partial<UserProfile> = {},
): CurrentProvider {
  const block: UserProfileProvider = {
    providerId: PROVIDER_ID,
    businessName: 'Gulf Tools',
    primaryLocation: 'Manama',
    accState: 'active',
    businessDescription: 'Power tools and repairs.',
    contactName: 'Sara Ali',
    businessAddress: 'Building 1, Road 2, Block 3',
    website: 'https://gulf-tools.example',
    isCompleted: true,
    businessCategoryId: CATEGORY_ID,
    createdAt: '2026-01-01T00:00:00.000Z',
    modifiedAt: null,
    modifiedBy: null,
    stateReason: null,
    ...business,
  };
  const user: UserProfile = {
    id: USER_ID,
    firstName: 'Sara',
    lastName: 'Ali',
    email: 'sara@gulf-tools.example',
    phoneNumber: '+97333334444',
    imageUrl: 'https://cdn.example/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d.png',
    address: '',
    isActive: true,
    isDeleted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    provider: block,
    ...profile,
  };
  return { userId: USER_ID, providerId: PROVIDER_ID, profile: user, business: block };
}

/** The same business as GET /api/Provider/{id} answers it (PUT answers it too), with issue 38's fields. */
export function providerRecordFixture(overrides: Partial<Provider> = {}): Provider {
  return {
    ProviderId: PROVIDER_ID,
    UserId: USER_ID,
    BusinessName: 'Gulf Tools',
    PrimaryLocation: 'Manama',
    AccState: 'active',
    BusinessDescription: 'Power tools and repairs.',
    BusinessNameAr: 'أدوات الخليج',
    BusinessDescriptionAr: '',
    ContactName: 'Sara Ali',
    BusinessAddress: 'Building 1, Road 2, Block 3',
    Website: 'https://gulf-tools.example',
    IsCompleted: true,
    BusinessCategoryId: CATEGORY_ID,
    CreatedAt: '2026-01-01T00:00:00.000Z',
    ModifiedAt: null,
    ModifiedBy: null,
    ProfileSubmitted: true,
    StateReason: null,
    BusinessType: 'company',
    Verification: 'unverified',
    VerifiedUntil: null,
    UserDetails: {
      FirstName: 'Sara',
      LastName: 'Ali',
      IsActive: true,
      IsDeleted: false,
      PhoneNumber: '+97333334444',
      Address: '',
      ImageUrl: 'https://cdn.example/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d.png',
      Email: 'sara@gulf-tools.example',
      CreatedAt: '2026-01-01T00:00:00.000Z',
      UpdatedAt: null,
    },
    ...overrides,
  };
}
