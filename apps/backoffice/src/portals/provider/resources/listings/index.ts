import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';

// The provider's listings: list with filters (type, category, availability, stock), CSV export,
// bulk availability; create and edit on the contract's rules with photos (upload with progress,
// reorder by drag or keyboard); delete, which the API turns into "discontinued" once ordered.

export const providerListings = {
  list: lazy(() => import('./listing-list')),
  create: lazy(() => import('./listing-create')),
  edit: lazy(() => import('./listing-edit')),
  icon: Inventory2Outlined,
  recordRepresentation: (record: ListingRecord) => record.Name,
  // react-admin asks for it with smart_count 1 (a listing) or 2 (the menu, "No listings found").
  options: { label: 'provider.listings.resource' satisfies MessageId },
};
