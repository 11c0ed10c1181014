import { Type, type Static } from 'typebox';
import { DEFAULT_TOP_PROVIDERS, MAX_TOP_PROVIDERS } from '../constants';
import { ListingTypeSchema, ProviderAccountStateSchema, ProviderVerificationSchema } from '../enums';
import { CountSchema, MoneySchema, NullableRatingSchema, UuidSchema } from './common';

// Ranked lists: GET /api/Provider/top-rated and the admin dashboard's top providers and most-sold
// items (spec sections 3, 7.5 and 7.7). The spec names them but not their fields; shapes are ours.

/** ?topN= of every ranked list: 5 by default, at most 50 so one call cannot scan everything. */
export const TopNQuerySchema = Type.Object(
  { topN: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TOP_PROVIDERS, default: DEFAULT_TOP_PROVIDERS })) },
  { title: 'TopNQuery', additionalProperties: false },
);
export type TopNQuery = Static<typeof TopNQuerySchema>;

/** Best average rating first; providers without reviews come last. */
export const TopProviderSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    BusinessNameAr: Type.String(),
    PrimaryLocation: Type.String(),
    ImageUrl: Type.String(),
    /** Ours (issue 38): `verified` shows the "Verified business" mark. */
    Verification: ProviderVerificationSchema,
    AverageRating: NullableRatingSchema,
    ReviewCount: CountSchema,
    CompletedOrderItems: CountSchema,
    TotalRevenue: MoneySchema,
  },
  { title: 'TopProvider' },
);
export type TopProvider = Static<typeof TopProviderSchema>;

export const TopProviderListSchema = Type.Array(TopProviderSchema, { title: 'TopProviderList' });
export type TopProviderList = Static<typeof TopProviderListSchema>;

/** ?topN=&by= of GET /api/Admin/top-providers: by sales revenue (default) or by average rating. */
export const ADMIN_TOP_PROVIDER_ORDERS = ['revenue', 'rating'] as const;
export type AdminTopProviderOrder = (typeof ADMIN_TOP_PROVIDER_ORDERS)[number];

export const AdminTopProvidersQuerySchema = Type.Object(
  {
    topN: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TOP_PROVIDERS, default: DEFAULT_TOP_PROVIDERS })),
    by: Type.Optional(Type.Union([Type.Literal('revenue'), Type.Literal('rating')], { default: 'revenue' })),
  },
  { title: 'AdminTopProvidersQuery', additionalProperties: false },
);
export type AdminTopProvidersQuery = Static<typeof AdminTopProvidersQuerySchema>;

/**
 * One row of GET /api/Admin/top-providers, every account state. Sales are the order lines of paid
 * orders that are not cancelled; Revenue is what customers were charged for them (0.900 BHD a
 * line, VAT excluded), unlike TopProvider.TotalRevenue (the provider's net completed earnings).
 */
export const AdminTopProviderSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    PrimaryLocation: Type.String(),
    AccState: ProviderAccountStateSchema,
    ImageUrl: Type.String(),
    AverageRating: NullableRatingSchema,
    ReviewCount: CountSchema,
    OrderCount: CountSchema,
    TotalQuantity: CountSchema,
    Revenue: MoneySchema,
  },
  { title: 'AdminTopProvider' },
);
export type AdminTopProvider = Static<typeof AdminTopProviderSchema>;

export const AdminTopProviderListSchema = Type.Array(AdminTopProviderSchema, { title: 'AdminTopProviderList' });
export type AdminTopProviderList = Static<typeof AdminTopProviderListSchema>;

/**
 * One row of GET /api/Admin/most-sold-items (?topN=): listings by quantity sold in order lines of
 * paid orders that are not cancelled, then by lines. OrderCount = such lines (a cart holds a listing
 * once, so one line per order); Revenue = what was charged for them (VAT excluded).
 */
export const MostSoldItemSchema = Type.Object(
  {
    ServiceItemId: UuidSchema,
    Name: Type.String(),
    Type: ListingTypeSchema,
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    OrderCount: CountSchema,
    TotalQuantity: CountSchema,
    Revenue: MoneySchema,
  },
  { title: 'MostSoldItem' },
);
export type MostSoldItem = Static<typeof MostSoldItemSchema>;

export const MostSoldItemListSchema = Type.Array(MostSoldItemSchema, { title: 'MostSoldItemList' });
export type MostSoldItemList = Static<typeof MostSoldItemListSchema>;
