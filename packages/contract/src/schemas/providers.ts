import { Type, type Static } from 'typebox';
import { BusinessTypeSchema, ProviderAccountStateSchema, ProviderVerificationSchema } from '../enums';
import {
  ADDRESS_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '../limits';
import { sortSchema, type SortValue } from '../sorting';
import {
  arabicTextSchema,
  CountSchema,
  ImageUrlSchema,
  IsoDateTimeSchema,
  limitPagedListSchema,
  MoneySchema,
  NullableIsoDateTimeSchema,
  NullableRatingSchema,
  OptionalWebsiteSchema,
  pageLimitQueryProperties,
  requiredTextSchema,
  SearchTextSchema,
  textSchema,
  UuidSchema,
} from './common';

// Providers (spec sections 3 and 7.5).

export const ProviderUserDetailsSchema = Type.Object(
  {
    FirstName: Type.String(),
    LastName: Type.String(),
    IsActive: Type.Boolean(),
    IsDeleted: Type.Boolean(),
    PhoneNumber: Type.String(),
    Address: Type.String(),
    ImageUrl: Type.String(),
    Email: Type.String(),
    CreatedAt: IsoDateTimeSchema,
    UpdatedAt: NullableIsoDateTimeSchema,
  },
  { title: 'ProviderUserDetails' },
);
export type ProviderUserDetails = Static<typeof ProviderUserDetailsSchema>;

export const ProviderSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    UserId: UuidSchema,
    BusinessName: Type.String(),
    PrimaryLocation: Type.String(),
    AccState: ProviderAccountStateSchema,
    BusinessDescription: Type.String(),
    /** The Arabic as written ('' when none); the two above are in the request's language (catalog.ts). */
    BusinessNameAr: Type.String(),
    BusinessDescriptionAr: Type.String(),
    ContactName: Type.String(),
    BusinessAddress: Type.String(),
    Website: Type.String(),
    IsCompleted: Type.Boolean(),
    BusinessCategoryId: UuidSchema,
    CreatedAt: IsoDateTimeSchema,
    ModifiedAt: NullableIsoDateTimeSchema,
    ModifiedBy: Type.Union([UuidSchema, Type.Null()]),
    ProfileSubmitted: Type.Boolean(),
    /**
     * Ours: the reason an admin gave with the change that led to the current state (why it was
     * rejected or deactivated), so the provider can read it; null when none was given. Only the
     * provider and admins see it.
     */
    StateReason: Type.Union([Type.String(), Type.Null()]),
    /** Ours (issue 38): a company or an individual, which decides the documents it must give. */
    BusinessType: BusinessTypeSchema,
    /**
     * Ours (issue 38): `verified` while every required document is accepted and current (the
     * storefront's "Verified business" badge); `expired` once one ran out (no new orders).
     */
    Verification: ProviderVerificationSchema,
    /** The first day it is no longer verified, YYYY-MM-DD (Bahrain); null when nothing expires or unverified. */
    VerifiedUntil: Type.Union([Type.String(), Type.Null()]),
    UserDetails: ProviderUserDetailsSchema,
  },
  { title: 'Provider' },
);
export type Provider = Static<typeof ProviderSchema>;

const businessProperties = {
  BusinessName: requiredTextSchema(BUSINESS_NAME_MAX_LENGTH),
  PrimaryLocation: requiredTextSchema(LOCATION_MAX_LENGTH),
  BusinessCategoryId: UuidSchema,
  BusinessDescription: Type.Optional(textSchema(DESCRIPTION_MAX_LENGTH, 'multi')),
  BusinessNameAr: arabicTextSchema(BUSINESS_NAME_MAX_LENGTH),
  BusinessDescriptionAr: arabicTextSchema(DESCRIPTION_MAX_LENGTH, 'multi'),
  ContactName: Type.Optional(textSchema(NAME_MAX_LENGTH)),
  BusinessAddress: Type.Optional(textSchema(ADDRESS_MAX_LENGTH)),
  Website: Type.Optional(OptionalWebsiteSchema),
};

/** POST /api/Provider: an admin attaches a business to an existing user. */
export const CreateProviderRequestSchema = Type.Object(
  { UserId: UuidSchema, ...businessProperties },
  { title: 'CreateProviderRequest', additionalProperties: false },
);
export type CreateProviderRequest = Static<typeof CreateProviderRequestSchema>;

/**
 * PUT /api/Provider/{id}: every field optional so the same call serves the provider's profile form
 * and the admin's status change (spec section 4: "provider status is changed by a provider
 * update"). The API lets only admins change AccState.
 */
export const UpdateProviderRequestSchema = Type.Object(
  {
    BusinessName: Type.Optional(businessProperties.BusinessName),
    PrimaryLocation: Type.Optional(businessProperties.PrimaryLocation),
    BusinessCategoryId: Type.Optional(UuidSchema),
    BusinessDescription: businessProperties.BusinessDescription,
    BusinessNameAr: businessProperties.BusinessNameAr,
    BusinessDescriptionAr: businessProperties.BusinessDescriptionAr,
    ContactName: businessProperties.ContactName,
    BusinessAddress: businessProperties.BusinessAddress,
    Website: businessProperties.Website,
    AccState: Type.Optional(ProviderAccountStateSchema),
    /** Ours (issue 38): its provider changes it only before documents are in review or accepted. */
    BusinessType: Type.Optional(BusinessTypeSchema),
    IsCompleted: Type.Optional(Type.Boolean()),
    ProfileSubmitted: Type.Optional(Type.Boolean()),
    /**
     * Ours: the business's logo, kept as its user's image (UserDetails.ImageUrl, what the brand
     * pages show); '' removes it. Left out, it stays as it is.
     */
    ImageUrl: Type.Optional(ImageUrlSchema),
  },
  { title: 'UpdateProviderRequest', additionalProperties: false, minProperties: 1 },
);
export type UpdateProviderRequest = Static<typeof UpdateProviderRequestSchema>;

export const ProviderListSchema = limitPagedListSchema(ProviderSchema, 'ProviderList');
export type ProviderList = Static<typeof ProviderListSchema>;

export const PROVIDER_SORT_FIELDS = ['createdAt', 'name'] as const;
export type ProviderSortField = (typeof PROVIDER_SORT_FIELDS)[number];
export const ProviderSortSchema = sortSchema(
  PROVIDER_SORT_FIELDS,
  'ProviderSort',
  'createdAt or name (BusinessName, case-insensitive), :asc or :desc; ties by id in the same direction',
);
export type ProviderSort = SortValue<ProviderSortField>;
export const DEFAULT_PROVIDER_SORT: ProviderSort = 'createdAt:desc';

/**
 * GET /api/Provider/providers. Location matches PrimaryLocation, case-insensitively. Newest first
 * unless `Sort` says otherwise.
 */
export const ProviderListQuerySchema = Type.Object(
  {
    ...pageLimitQueryProperties,
    Status: Type.Optional(ProviderAccountStateSchema),
    /** Ours (issue 38), admins: only businesses in this verification state. */
    Verification: Type.Optional(ProviderVerificationSchema),
    Search: Type.Optional(SearchTextSchema),
    CategoryId: Type.Optional(UuidSchema),
    Location: Type.Optional(textSchema(LOCATION_MAX_LENGTH)),
    Sort: Type.Optional(ProviderSortSchema),
  },
  { title: 'ProviderListQuery', additionalProperties: false },
);
export type ProviderListQuery = Static<typeof ProviderListQuerySchema>;

/** GET /api/Provider/{id}/stats (shape ours): the provider dashboard's headline figures. */
export const ProviderStatsSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    TotalServiceItems: CountSchema,
    AvailableServiceItems: CountSchema,
    TotalOrderItems: CountSchema,
    PendingOrderItems: CountSchema,
    InProgressOrderItems: CountSchema,
    CompletedOrderItems: CountSchema,
    CancelledOrderItems: CountSchema,
    TotalRevenue: MoneySchema,
    AverageRating: NullableRatingSchema,
    ReviewCount: CountSchema,
  },
  { title: 'ProviderStats' },
);
export type ProviderStats = Static<typeof ProviderStatsSchema>;

/**
 * PATCH /api/Provider/{id}/status (ours): an admin's status change with an optional reason, which
 * is stored with the provider and quoted in the mail to them.
 */
export const ProviderStatusRequestSchema = Type.Object(
  {
    AccState: ProviderAccountStateSchema,
    Reason: Type.Optional(textSchema(DESCRIPTION_MAX_LENGTH, 'multi')),
  },
  { title: 'ProviderStatusRequest', additionalProperties: false },
);
export type ProviderStatusRequest = Static<typeof ProviderStatusRequestSchema>;
