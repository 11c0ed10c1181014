import type { Provider } from '@marketplace/contract';
import type { ProviderRow, UserRow } from '../users';
import { currentVerification, verifiedUntilDay } from './provider-verification';

/** A provider row with the user it belongs to, as the repository reads it. */
export interface ProviderWithUser {
  provider: ProviderRow;
  user: UserRow;
}

/** Absent optional text is '' on the wire (contract decision), never null. */
const text = (value: string | null | undefined) => value ?? '';

/** The Provider of spec 3 with its UserDetails and the reason for its current state. */
export function toProvider({ provider, user }: ProviderWithUser): Provider {
  return {
    ProviderId: provider.id,
    UserId: provider.userId,
    BusinessName: provider.businessName,
    PrimaryLocation: provider.primaryLocation,
    AccState: provider.accState,
    BusinessDescription: provider.businessDescription,
    BusinessNameAr: provider.businessNameAr,
    BusinessDescriptionAr: provider.businessDescriptionAr,
    ContactName: provider.contactName,
    BusinessAddress: provider.businessAddress,
    Website: text(provider.website),
    IsCompleted: provider.isCompleted,
    BusinessCategoryId: provider.businessCategoryId ?? '',
    CreatedAt: provider.createdAt.toISOString(),
    ModifiedAt: provider.modifiedAt.toISOString(),
    ModifiedBy: provider.modifiedBy,
    ProfileSubmitted: provider.profileSubmitted,
    StateReason: provider.stateReason,
    BusinessType: provider.businessType,
    Verification: currentVerification(provider),
    VerifiedUntil: verifiedUntilDay(provider),
    UserDetails: {
      FirstName: user.firstName,
      LastName: user.lastName,
      IsActive: user.isActive,
      IsDeleted: user.isDeleted,
      PhoneNumber: text(user.phoneNumber),
      Address: text(user.address),
      ImageUrl: text(user.imageUrl),
      Email: user.email,
      CreatedAt: user.createdAt.toISOString(),
      UpdatedAt: user.updatedAt.toISOString(),
    },
  };
}

/**
 * What the public sees of a provider: the business, not the person behind the account. A
 * provider's personal e-mail, phone and address are what customers pay an information request
 * for, so anonymous lists and pages must not hand them out; ModifiedBy is the id of the admin
 * who last changed the record, and the state's reason, are nobody else's business.
 */
export function toPublicProvider(row: ProviderWithUser): Provider {
  const provider = toProvider(row);
  return {
    ...provider,
    ModifiedBy: null,
    StateReason: null,
    UserDetails: { ...provider.UserDetails, Email: '', PhoneNumber: '', Address: '' },
  };
}
