import type { Provider } from './schemas/providers';
import type { Customer, UserProfile } from './schemas/users';

// The apps hold the signed-in user as one camelCase UserProfile whatever its role (spec section 3).
// Customers come from GET /api/Customer/user/{id}, everyone else from GET /api/Provider/user/{id}
// (section 6); these two mappers are the only place the PascalCase wire turns into that shape.

export function profileFromCustomer(customer: Customer): UserProfile {
  return {
    id: customer.UserId,
    firstName: customer.FirstName,
    lastName: customer.LastName,
    email: customer.Email,
    phoneNumber: customer.PhoneNumber,
    imageUrl: customer.ImageUrl,
    address: customer.Address,
    isActive: customer.IsActive,
    isDeleted: customer.IsDeleted,
    createdAt: customer.CreatedAt,
    updatedAt: customer.UpdatedAt,
  };
}

/** Provider, admin and superAdmin users: the user fields plus the provider block. */
export function profileFromProvider(provider: Provider): UserProfile {
  const user = provider.UserDetails;
  return {
    id: provider.UserId,
    firstName: user.FirstName,
    lastName: user.LastName,
    email: user.Email,
    phoneNumber: user.PhoneNumber,
    imageUrl: user.ImageUrl,
    address: user.Address,
    isActive: user.IsActive,
    isDeleted: user.IsDeleted,
    createdAt: user.CreatedAt,
    updatedAt: user.UpdatedAt,
    provider: {
      providerId: provider.ProviderId,
      businessName: provider.BusinessName,
      primaryLocation: provider.PrimaryLocation,
      accState: provider.AccState,
      businessDescription: provider.BusinessDescription,
      contactName: provider.ContactName,
      businessAddress: provider.BusinessAddress,
      website: provider.Website,
      isCompleted: provider.IsCompleted,
      businessCategoryId: provider.BusinessCategoryId,
      createdAt: provider.CreatedAt,
      modifiedAt: provider.ModifiedAt,
      modifiedBy: provider.ModifiedBy,
      stateReason: provider.StateReason,
    },
  };
}

/** "Fatima Ali"; falls back to the e-mail for accounts without a name yet. */
export function fullName(profile: Pick<UserProfile, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return name === '' ? profile.email : name;
}
