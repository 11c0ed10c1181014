import type { ServiceItem } from '@marketplace/contract';
import type { MessageId } from '@/i18n/text';

// Whether the public sees a listing, with the reason when it does not: the API's rule for the
// catalog (not discontinued, from an active provider, in an enabled category), told in words.

export interface ListingVisibility {
  visible: boolean;
  /** The words, as a message id (the screen translates it). */
  label: MessageId;
}

export function listingVisibility(
  item: Pick<ServiceItem, 'Availability'>,
  providerActive: boolean,
  categoryEnabled: boolean | undefined,
): ListingVisibility {
  if (item.Availability === 'discontinued') return { visible: false, label: 'admin.providers.listings.discontinued' };
  if (!providerActive) return { visible: false, label: 'admin.providers.listings.providerNotActive' };
  if (categoryEnabled === false) return { visible: false, label: 'admin.providers.listings.categoryDisabled' };
  if (item.Availability === 'unavailable') return { visible: true, label: 'admin.providers.listings.shownUnavailable' };
  return { visible: true, label: 'admin.providers.listings.available' };
}
