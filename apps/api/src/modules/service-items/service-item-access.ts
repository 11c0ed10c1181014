import { forbidden } from '../../lib/http-error';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';

// Who may see hidden listings and change listings. Kept apart so the rules read as a list.

export const SERVICE_ITEM_MESSAGES = {
  notFound: 'Service item not found',
  notYours: 'You can only change your own listings.',
  noProvider: 'Your account has no provider profile yet.',
  adminNamesProvider: 'ProviderId is required when an admin creates a listing.',
  providerNotFound: 'ProviderId: provider not found',
  categoryNotFound: 'CategoryId: category not found',
  photosNotFound: 'Photos: every photo must be an uploaded image of yours (its media id or URL).',
  priceRange: "PriceRange must be 'min-max' in BHD with min not above max, e.g. '0-10'.",
  deleted: 'Service item deleted.',
  discontinued: 'Service item has orders, so it was marked discontinued instead of deleted.',
  discontinuedNotChoosable:
    'Availability: a listing becomes discontinued only when it is deleted while orders refer to it; choose available or unavailable.',
  staysDiscontinued:
    'This listing is discontinued (it was deleted while orders refer to it) and cannot be offered again; create a new listing instead.',
} as const;

/** Throws 403 unless the caller is an admin or the provider user who owns the listing. */
export function assertMayChange(user: AuthUser, ownerUserId: string): void {
  if (!isSelfOrAdmin(user, ownerUserId)) throw forbidden(SERVICE_ITEM_MESSAGES.notYours);
}
