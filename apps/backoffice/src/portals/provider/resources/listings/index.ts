import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { lazy } from 'react';
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
  options: { label: 'Listings' },
};
