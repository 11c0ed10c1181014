import { Type, type Static } from 'typebox';
import { DEFAULT_TOP_PROVIDERS, MAX_TOP_PROVIDERS } from '../constants';
import { ListingTypeSchema } from '../enums';
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
    PrimaryLocation: Type.String(),
    ImageUrl: Type.String(),
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

/** One row of GET /api/Admin/most-sold-items (?topN=), most order lines first. */
export const MostSoldItemSchema = Type.Object(
  {
    ServiceItemId: UuidSchema,
    Name: Type.String(),
    Type: ListingTypeSchema,
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    OrderCount: CountSchema,
    TotalQuantity: CountSchema,
  },
  { title: 'MostSoldItem' },
);
export type MostSoldItem = Static<typeof MostSoldItemSchema>;

export const MostSoldItemListSchema = Type.Array(MostSoldItemSchema, { title: 'MostSoldItemList' });
export type MostSoldItemList = Static<typeof MostSoldItemListSchema>;
