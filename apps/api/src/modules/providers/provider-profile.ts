import type { UpdateProviderRequest } from '@marketplace/contract';
import type { ProviderChanges } from './providers.repository';

/**
 * The profile columns an update sets, trimmed; fields left out stay as they are. Website '' clears
 * it (stored as null); AccState is not a profile field and is handled by the status workflow.
 */
export function profileChanges(input: UpdateProviderRequest): ProviderChanges {
  const changes: ProviderChanges = {};
  if (input.BusinessName !== undefined) changes.businessName = input.BusinessName.trim();
  if (input.PrimaryLocation !== undefined) changes.primaryLocation = input.PrimaryLocation.trim();
  if (input.BusinessCategoryId !== undefined) changes.businessCategoryId = input.BusinessCategoryId;
  if (input.BusinessDescription !== undefined) changes.businessDescription = input.BusinessDescription.trim();
  if (input.BusinessNameAr !== undefined) changes.businessNameAr = input.BusinessNameAr.trim();
  if (input.BusinessDescriptionAr !== undefined) changes.businessDescriptionAr = input.BusinessDescriptionAr.trim();
  if (input.ContactName !== undefined) changes.contactName = input.ContactName.trim();
  if (input.BusinessAddress !== undefined) changes.businessAddress = input.BusinessAddress.trim();
  if (input.Website !== undefined) changes.website = input.Website.trim() || null;
  if (input.IsCompleted !== undefined) changes.isCompleted = input.IsCompleted;
  if (input.ProfileSubmitted !== undefined) changes.profileSubmitted = input.ProfileSubmitted;
  if (input.BusinessType !== undefined) changes.businessType = input.BusinessType;
  return changes;
}
