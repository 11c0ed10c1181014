import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AVAILABILITIES,
  BUSINESS_TYPES,
  LISTING_TYPES,
  MEDIA_RELATED_TYPES,
  PROVIDER_ACCOUNT_STATES,
  PROVIDER_VERIFICATIONS,
} from '@marketplace/contract';
import { createdAt, id, modifiedAt, oneOf, reviewFigures } from './columns';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The Arabic name and description (issue 33); '' when there is none, the English then shows. */
    nameAr: text('name_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    imageUrl: text('image_url'),
    isEnable: boolean('is_enable').notNull().default(true),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    // Two categories may not share an Arabic name either; many have none yet ('').
    uniqueIndex('categories_name_ar_key')
      .on(t.nameAr)
      .where(sql`${t.nameAr} <> ''`),
  ],
);

/** The business profile of a provider user; only `active` providers appear in the public catalog. */
export const providers = pgTable(
  'providers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    primaryLocation: text('primary_location').notNull().default(''),
    accState: text('acc_state', { enum: PROVIDER_ACCOUNT_STATES }).notNull().default('pending'),
    stateReason: text('state_reason'),
    businessDescription: text('business_description').notNull().default(''),
    /** The business's Arabic name and description (issue 33); '' when there is none. */
    businessNameAr: text('business_name_ar').notNull().default(''),
    businessDescriptionAr: text('business_description_ar').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    businessAddress: text('business_address').notNull().default(''),
    website: text('website'),
    isCompleted: boolean('is_completed').notNull().default(false),
    profileSubmitted: boolean('profile_submitted').notNull().default(false),
    businessCategoryId: uuid('business_category_id').references(() => categories.id),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
    modifiedBy: uuid('modified_by').references(() => users.id),
    ...reviewFigures(),
    // Verification (issue 38; docs/decisions/provider-verification.md), written by the
    // verification module through providers' setProviderVerification: kept on this row so the
    // catalog shows the badge and refuses orders without a join.
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull().default('company'),
    verification: text('verification', { enum: PROVIDER_VERIFICATIONS }).notNull().default('unverified'),
    /** The first instant it is no longer verified (an accepted document's expiry); null when none expires. */
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
    /** When the provider sent documents for review; null when nothing waits for the admins. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('providers_state_created_idx').on(t.accState, t.createdAt),
    index('providers_review_queue_idx')
      .on(t.reviewRequestedAt, t.id)
      .where(sql`${t.reviewRequestedAt} is not null`),
    check('providers_business_type_check', oneOf(t.businessType, BUSINESS_TYPES)),
    check('providers_verification_check', oneOf(t.verification, PROVIDER_VERIFICATIONS)),
    index('providers_category_idx').on(t.businessCategoryId),
    check('providers_acc_state_check', oneOf(t.accState, PROVIDER_ACCOUNT_STATES)),
  ],
);

/** Uploaded files. The bytes live in the media store (local folder or S3); this row owns them. */
export const media = pgTable(
  'media',
  {
    id: id(),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    relatedType: text('related_type', { enum: MEDIA_RELATED_TYPES }).notNull(),
    relatedId: text('related_id').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_owner_idx').on(t.ownerUserId),
    index('media_related_idx').on(t.relatedType, t.relatedId),
    check('media_related_type_check', oneOf(t.relatedType, MEDIA_RELATED_TYPES)),
    check('media_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png')`),
    check('media_size_check', sql`${t.sizeBytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * A listing. Items carry stock (`available_quantity`); services have none (NULL).
 * Prices are reference prices in integer fils; what a customer pays for is the information request.
 */
export const serviceItems = pgTable(
  'service_items',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    type: text('type', { enum: LISTING_TYPES }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The listing's Arabic name and description (issue 33); '' when there is none. */
    nameAr: text('name_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    priceFils: integer('price_fils').notNull(),
    availableQuantity: integer('available_quantity'),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('available'),
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
    ...reviewFigures(),
  },
  (t) => [
    index('service_items_provider_idx').on(t.providerId, t.createdAt),
    index('service_items_category_idx').on(t.categoryId),
    index('service_items_listing_idx').on(t.availability, t.type, t.createdAt),
    // The catalog's default order (newest, id as the tie-break): read in index order, a page of
    // 10 stops after a few dozen rows instead of sorting every public listing (issue 18). NULLS
    // FIRST is what `order by ... desc` means; an index built NULLS LAST would not match it.
    index('service_items_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('service_items_price_idx').on(t.priceFils),
    // Sort=rating: best shown average first, unrated last, then most reviews, then newest.
    index('service_items_rating_idx').on(
      t.ratingAverage.desc().nullsLast(),
      t.reviewCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('service_items_type_check', oneOf(t.type, LISTING_TYPES)),
    check('service_items_availability_check', oneOf(t.availability, AVAILABILITIES)),
    check('service_items_price_check', sql`${t.priceFils} >= 0`),
    check(
      'service_items_stock_check',
      sql`(${t.type} = 'service' and ${t.availableQuantity} is null) or (${t.type} = 'item' and ${t.availableQuantity} >= 0)`,
    ),
    check('service_items_name_check', sql`length(trim(${t.name})) > 0`),
  ],
);

export const serviceItemPhotos = pgTable(
  'service_item_photos',
  {
    serviceItemId: uuid('service_item_id')
      .notNull()
      .references(() => serviceItems.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceItemId, t.position] }),
    index('service_item_photos_media_idx').on(t.mediaId),
    check('service_item_photos_position_check', sql`${t.position} >= 0`),
  ],
);
