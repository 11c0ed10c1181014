import {
  mediaIdFromUrl,
  MEDIA_ID_PATTERN,
  requestAmountToFils,
  stockRuleProblem,
  VALIDATION_MESSAGES,
  type ActionResult,
  type Availability,
  type CreateServiceItemRequest,
  type UpdateServiceItemRequest,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { assertMayChange, SERVICE_ITEM_MESSAGES } from './service-item-access';
import { isAdmin, providerOfUser } from '../../identity/access-rules';
import * as repo from './service-items.repository';

const MEDIA_ID = new RegExp(MEDIA_ID_PATTERN);

/** The business a new listing belongs to: the caller's own, or the one an admin names. */
async function ownerForCreate(db: DbExecutor, user: AuthUser, providerId: string | undefined) {
  if (isAdmin(user)) {
    if (!providerId) throw badRequest(SERVICE_ITEM_MESSAGES.adminNamesProvider);
    const provider = await repo.findProvider(db, providerId);
    if (!provider) throw badRequest(SERVICE_ITEM_MESSAGES.providerNotFound);
    return provider;
  }
  // Pending providers may prepare listings; the public sees them once the business is active.
  const own = await providerOfUser(db, user.id);
  if (!own) throw forbidden(SERVICE_ITEM_MESSAGES.noProvider);
  if (providerId && providerId !== own.id) throw forbidden(SERVICE_ITEM_MESSAGES.notYours);
  return own;
}

/**
 * Photos arrive as media ids or as the URLs the upload answered; either way they must be images
 * uploaded by the caller or by the provider the listing belongs to (an admin acting for them).
 */
async function photoMediaIds(db: DbExecutor, photos: string[], ownerUserIds: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const photo of photos) {
    const id = MEDIA_ID.test(photo) ? photo : safeMediaId(photo);
    if (!id) throw badRequest(SERVICE_ITEM_MESSAGES.photosNotFound);
    if (!ids.includes(id)) ids.push(id);
  }
  const found = await repo.findMediaOwners(db, ids);
  const usable = new Set(found.filter((m) => m.ownerUserId && ownerUserIds.includes(m.ownerUserId)).map((m) => m.id));
  if (ids.some((id) => !usable.has(id))) throw badRequest(SERVICE_ITEM_MESSAGES.photosNotFound);
  return ids;
}

function safeMediaId(url: string): string | null {
  try {
    return mediaIdFromUrl(url);
  } catch {
    return null;
  }
}

async function checkedChanges(db: DbExecutor, body: UpdateServiceItemRequest): Promise<repo.ListingChanges> {
  const quantity = body.Type === 'service' ? (body.AvailableQuantity ?? null) : body.AvailableQuantity;
  const problem = stockRuleProblem(body.Type, quantity);
  if (problem) throw badRequest(`AvailableQuantity: ${problem}`);
  if (!(await repo.categoryExists(db, body.CategoryId))) throw badRequest(SERVICE_ITEM_MESSAGES.categoryNotFound);
  const priceFils = requestAmountToFils(body.Price);
  if (priceFils === null) throw badRequest(`Price: ${VALIDATION_MESSAGES.amountOutOfRange}`);
  return {
    type: body.Type,
    name: body.Name.trim(),
    description: body.Description,
    // Absent: the Arabic stays as it was (a client that knows only the English fields keeps it).
    ...(body.NameAr === undefined ? {} : { nameAr: body.NameAr.trim() }),
    ...(body.DescriptionAr === undefined ? {} : { descriptionAr: body.DescriptionAr }),
    priceFils,
    availableQuantity: quantity,
    availability: body.Availability,
    categoryId: body.CategoryId,
    location: body.Location.trim(),
  };
}

/**
 * 'discontinued' is what deleting an ordered listing leaves (`delete` below), not a choice: no
 * listing is created or edited into it, and a discontinued one keeps it (its old orders point at
 * it; offering it again would bring back a listing its provider deleted).
 */
function assertAvailabilityChange(from: Availability | null, to: Availability): void {
  if (from === 'discontinued' && to !== 'discontinued') throw conflict(SERVICE_ITEM_MESSAGES.staysDiscontinued);
  if (from !== 'discontinued' && to === 'discontinued')
    throw badRequest(SERVICE_ITEM_MESSAGES.discontinuedNotChoosable);
}

/** Checks ownership before anything else, so provider B learns nothing about A's listing body. */
async function ownedListing(db: DbExecutor, user: AuthUser, id: string) {
  const listing = await repo.findListingOwner(db, id);
  if (!listing) throw notFound(SERVICE_ITEM_MESSAGES.notFound);
  assertMayChange(user, listing.providerUserId);
  return listing;
}

/** A provider's (or an admin's) changes to listings: create, replace and delete. */
export class ServiceItemWriteService {
  constructor(private readonly db: Database) {}

  async create(user: AuthUser, body: CreateServiceItemRequest): Promise<string> {
    const owner = await ownerForCreate(this.db, user, body.ProviderId);
    assertAvailabilityChange(null, body.Availability);
    const changes = await checkedChanges(this.db, body);
    const photos = await photoMediaIds(this.db, body.Photos, [user.id, owner.userId]);
    return this.db.transaction(async (tx) => {
      const id = await repo.insertListing(tx, { ...changes, providerId: owner.id });
      await repo.replacePhotos(tx, id, photos);
      return id;
    });
  }

  async update(user: AuthUser, id: string, body: UpdateServiceItemRequest) {
    const listing = await ownedListing(this.db, user, id);
    assertAvailabilityChange(listing.availability, body.Availability);
    const changes = await checkedChanges(this.db, body);
    const photos = await photoMediaIds(this.db, body.Photos, [user.id, listing.providerUserId]);
    await this.db.transaction(async (tx) => {
      await repo.updateListing(tx, id, changes);
      await repo.replacePhotos(tx, id, photos);
    });
  }

  /** Ordered listings stay for the order history (discontinued); others are removed for good. */
  async delete(user: AuthUser, id: string): Promise<ActionResult> {
    await ownedListing(this.db, user, id);
    return this.db.transaction(async (tx) => {
      await repo.lockListing(tx, id);
      if (await repo.hasOrderItems(tx, id)) {
        await repo.discontinueListing(tx, id);
        return { Success: true, Message: SERVICE_ITEM_MESSAGES.discontinued };
      }
      await repo.deleteListing(tx, id);
      return { Success: true, Message: SERVICE_ITEM_MESSAGES.deleted };
    });
  }
}
