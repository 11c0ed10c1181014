import { Type, type Static } from 'typebox';
import { AvailabilitySchema, ListingTypeSchema, ProviderVerificationSchema } from '../enums';
import {
  CATEGORY_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PHOTOS_MAX_COUNT,
  PRICE_MAX_BHD,
  QUANTITY_MAX,
  SERVICE_ITEM_NAME_MAX_LENGTH,
} from '../limits';
import { PRICE_RANGE_PATTERN } from '../catalog-rules';
import {
  CountSchema,
  ImageUrlSchema,
  IsoDateTimeSchema,
  limitPagedListSchema,
  MoneySchema,
  moneyAmountSchema,
  NullableIsoDateTimeSchema,
  NullableRatingSchema,
  pageLimitQueryProperties,
  PhotoSchema,
  requiredTextSchema,
  SearchTextSchema,
  arabicTextSchema,
  textSchema,
  UuidSchema,
} from './common';

// Categories and service items (spec sections 3, 7.4 and 7.7).
//
// Content in two languages (issue 33): the spec's fields (CategoryName, Name, Description, ...) are
// the text to show in the language the request asked for (`Accept-Language` or `?lang=`): the
// Arabic one when asked for Arabic and there is one, else the English. The `…Ar` fields are the
// Arabic as written ('' when there is none), whatever the language, for the people who edit both;
// they read in English, where the spec's fields are the English as written.

export const CategorySchema = Type.Object(
  {
    CategoryId: UuidSchema,
    CategoryName: Type.String(),
    CategoryDescription: Type.String(),
    CategoryNameAr: Type.String(),
    CategoryDescriptionAr: Type.String(),
    ImageUrl: Type.String(),
    IsEnable: Type.Boolean(),
  },
  { title: 'Category' },
);
export type Category = Static<typeof CategorySchema>;

/** GET /api/Category returns every category (a short list, not paged). */
export const CategoryListSchema = Type.Array(CategorySchema, { title: 'CategoryList' });
export type CategoryList = Static<typeof CategoryListSchema>;

/**
 * GET /api/Category. Everyone gets the enabled categories; `includeDisabled=true` adds the disabled
 * ones for admins only (anyone else still gets the enabled ones, so the storefront never errs).
 */
export const CategoryListQuerySchema = Type.Object(
  { includeDisabled: Type.Optional(Type.Boolean({ default: false })) },
  { title: 'CategoryListQuery', additionalProperties: false },
);
export type CategoryListQuery = Static<typeof CategoryListQuerySchema>;

const categoryBodyProperties = {
  CategoryName: requiredTextSchema(CATEGORY_NAME_MAX_LENGTH),
  CategoryDescription: textSchema(DESCRIPTION_MAX_LENGTH, 'multi'),
  CategoryNameAr: arabicTextSchema(CATEGORY_NAME_MAX_LENGTH),
  CategoryDescriptionAr: arabicTextSchema(DESCRIPTION_MAX_LENGTH, 'multi'),
  ImageUrl: ImageUrlSchema,
  IsEnable: Type.Boolean(),
};

/** POST /api/Category; a new category is enabled unless IsEnable says otherwise; no image is ''. */
export const CreateCategoryRequestSchema = Type.Object(
  {
    ...categoryBodyProperties,
    ImageUrl: Type.Optional(ImageUrlSchema),
    IsEnable: Type.Optional(Type.Boolean({ default: true })),
  },
  { title: 'CreateCategoryRequest', additionalProperties: false },
);
export type CreateCategoryRequest = Static<typeof CreateCategoryRequestSchema>;

/** PUT /api/Category/{id} {CategoryName, CategoryDescription, ImageUrl, IsEnable}. */
export const UpdateCategoryRequestSchema = Type.Object(categoryBodyProperties, {
  title: 'UpdateCategoryRequest',
  additionalProperties: false,
});
export type UpdateCategoryRequest = Static<typeof UpdateCategoryRequestSchema>;

/** PATCH /api/Category/{id}/enable-status?isEnable= */
export const IsEnableQuerySchema = Type.Object(
  { isEnable: Type.Boolean() },
  { title: 'IsEnableQuery', additionalProperties: false },
);
export type IsEnableQuery = Static<typeof IsEnableQuerySchema>;

/** Stock: an integer for items, null for services (a service has no stock). */
const AvailableQuantitySchema = Type.Union([Type.Integer({ minimum: 0, maximum: QUANTITY_MAX }), Type.Null()]);

export const ServiceItemSchema = Type.Object(
  {
    ServiceItemId: UuidSchema,
    Type: ListingTypeSchema,
    Name: Type.String(),
    Description: Type.String(),
    NameAr: Type.String(),
    DescriptionAr: Type.String(),
    Photos: Type.Array(Type.String()),
    /** Reference price only: the cart charges a fixed price per information request. */
    Price: MoneySchema,
    AvailableQuantity: AvailableQuantitySchema,
    Availability: AvailabilitySchema,
    CategoryId: UuidSchema,
    CategoryName: Type.String(),
    CategoryNameAr: Type.String(),
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    BusinessNameAr: Type.String(),
    /**
     * Ours (issue 38): the business's verification now: `verified` shows the badge; `expired`
     * means the listing takes no new orders until a current document is accepted.
     */
    BusinessVerification: ProviderVerificationSchema,
    Location: Type.String(),
    AverageRating: NullableRatingSchema,
    ReviewCount: CountSchema,
    CreatedAt: IsoDateTimeSchema,
    ModifiedAt: NullableIsoDateTimeSchema,
  },
  { title: 'ServiceItem' },
);
export type ServiceItem = Static<typeof ServiceItemSchema>;

export const ServiceItemListSchema = limitPagedListSchema(ServiceItemSchema, 'ServiceItemList');
export type ServiceItemList = Static<typeof ServiceItemListSchema>;

/**
 * Orders of the catalog (ours; spec 7.4 names no sort). Absent, the API ranks by relevance when
 * searching and shows the newest first otherwise; 'relevance' without a search is 'newest' too.
 * 'rating' is the average rating, listings without reviews last. Ties fall back to newest, then
 * to the id, so a page boundary never shows a listing twice or skips one.
 */
export const ServiceItemSortSchema = Type.Union(
  [
    Type.Literal('relevance'),
    Type.Literal('newest'),
    Type.Literal('price-asc'),
    Type.Literal('price-desc'),
    Type.Literal('rating'),
  ],
  { title: 'ServiceItemSort' },
);
export type ServiceItemSort = Static<typeof ServiceItemSortSchema>;
/** The same values in menu order; `satisfies` and a contract test keep the two lists equal. */
export const SERVICE_ITEM_SORTS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
] as const satisfies readonly ServiceItemSort[];
export const isServiceItemSort = (value: unknown): value is ServiceItemSort =>
  typeof value === 'string' && (SERVICE_ITEM_SORTS as readonly string[]).includes(value);

/**
 * GET /api/service-items. The storefront sends `type`, the provider area `Type` (spec 7.4); both are
 * accepted and listingTypeFromQuery() picks one. PriceRange is "min-max" in BHD, both ends
 * inclusive, e.g. "0-10" or "2.5-7.250"; it filters on the reference Price.
 */
export const ServiceItemListQuerySchema = Type.Object(
  {
    ...pageLimitQueryProperties,
    type: Type.Optional(ListingTypeSchema),
    Type: Type.Optional(ListingTypeSchema),
    Search: Type.Optional(SearchTextSchema),
    Address: Type.Optional(textSchema(LOCATION_MAX_LENGTH)),
    CategoryId: Type.Optional(UuidSchema),
    PriceRange: Type.Optional(Type.String({ pattern: PRICE_RANGE_PATTERN })),
    ProviderId: Type.Optional(UuidSchema),
    Sort: Type.Optional(ServiceItemSortSchema),
  },
  { title: 'ServiceItemListQuery', additionalProperties: false },
);
export type ServiceItemListQuery = Static<typeof ServiceItemListQuerySchema>;

const serviceItemBodyProperties = {
  Type: ListingTypeSchema,
  Name: requiredTextSchema(SERVICE_ITEM_NAME_MAX_LENGTH),
  Description: textSchema(DESCRIPTION_MAX_LENGTH, 'multi'),
  NameAr: arabicTextSchema(SERVICE_ITEM_NAME_MAX_LENGTH),
  DescriptionAr: arabicTextSchema(DESCRIPTION_MAX_LENGTH, 'multi'),
  Photos: Type.Array(PhotoSchema, { maxItems: PHOTOS_MAX_COUNT }),
  // No multipleOf: float division makes 0.3 fail "multipleOf 0.001"; the API rounds to fils instead.
  Price: moneyAmountSchema({ maximum: PRICE_MAX_BHD }),
  AvailableQuantity: AvailableQuantitySchema,
  Availability: AvailabilitySchema,
  CategoryId: UuidSchema,
  Location: textSchema(LOCATION_MAX_LENGTH),
};

/**
 * POST /api/service-items. A provider's ProviderId comes from the token; an admin must send it.
 * stockRuleProblem() checks the cross-field rule JSON Schema cannot (items need a stock count).
 */
export const CreateServiceItemRequestSchema = Type.Object(
  { ...serviceItemBodyProperties, ProviderId: Type.Optional(UuidSchema) },
  { title: 'CreateServiceItemRequest', additionalProperties: false },
);
export type CreateServiceItemRequest = Static<typeof CreateServiceItemRequestSchema>;

/** PUT /api/service-items/{id}: a full replacement; the owner cannot change. */
export const UpdateServiceItemRequestSchema = Type.Object(serviceItemBodyProperties, {
  title: 'UpdateServiceItemRequest',
  additionalProperties: false,
});
export type UpdateServiceItemRequest = Static<typeof UpdateServiceItemRequestSchema>;
