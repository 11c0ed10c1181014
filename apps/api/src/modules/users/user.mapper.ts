import type { Customer, UserProfile } from '@marketplace/contract';
import type { ProviderRow, UserRow } from './users.repository';

/** Absent optional text is '' on the wire (contract decision), never null. */
const text = (value: string | null | undefined) => value ?? '';

export function toCustomer(user: UserRow): Customer {
  return {
    UserId: user.id,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    PhoneNumber: text(user.phoneNumber),
    Address: text(user.address),
    ImageUrl: text(user.imageUrl),
    IsActive: user.isActive,
    IsDeleted: user.isDeleted,
    CreatedAt: user.createdAt.toISOString(),
    UpdatedAt: user.updatedAt.toISOString(),
  };
}

/** The signed-in user as the apps keep it (spec 3, "User profile"), with the provider block if any. */
export function toUserProfile(user: UserRow, provider?: ProviderRow): UserProfile {
  const profile: UserProfile = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: text(user.phoneNumber),
    imageUrl: text(user.imageUrl),
    address: text(user.address),
    isActive: user.isActive,
    isDeleted: user.isDeleted,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    language: user.language,
  };
  if (!provider) return profile;
  return {
    ...profile,
    provider: {
      providerId: provider.id,
      businessName: provider.businessName,
      primaryLocation: provider.primaryLocation,
      accState: provider.accState as NonNullable<UserProfile['provider']>['accState'],
      businessDescription: provider.businessDescription,
      contactName: provider.contactName,
      businessAddress: provider.businessAddress,
      website: text(provider.website),
      isCompleted: provider.isCompleted,
      businessCategoryId: provider.businessCategoryId ?? '',
      createdAt: provider.createdAt.toISOString(),
      modifiedAt: provider.modifiedAt.toISOString(),
      modifiedBy: provider.modifiedBy,
      stateReason: provider.stateReason,
    },
  };
}
