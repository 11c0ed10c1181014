import type { ServiceItem } from '@marketplace/contract';

// Whether the public sees a listing, with the reason when it does not: the API's rule for the
// catalog (not discontinued, from an active provider, in an enabled category), told in words.

export interface ListingVisibility {
  visible: boolean;
  label: string;
}

export function listingVisibility(
  item: Pick<ServiceItem, 'Availability'>,
  providerActive: boolean,
  categoryEnabled: boolean | undefined,
): ListingVisibility {
  if (item.Availability === 'discontinued') return { visible: false, label: 'Discontinued' };
  if (!providerActive) return { visible: false, label: 'Hidden: provider not active' };
  if (categoryEnabled === false) return { visible: false, label: 'Hidden: category disabled' };
  if (item.Availability === 'unavailable') return { visible: true, label: 'Shown as unavailable' };
  return { visible: true, label: 'Available' };
}
