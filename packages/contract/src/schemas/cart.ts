import { Type, type Static } from 'typebox';
import { CART_MIN_QUANTITY } from '../constants';
import { ListingTypeSchema } from '../enums';
import { CART_ERRORS } from '../errors/cart-messages';
import { QUANTITY_MAX } from '../limits';
import { IsoDateTimeSchema, MoneySchema, NullableIsoDateTimeSchema, uuidParams, UuidSchema } from './common';

// Cart of information requests (spec sections 2.4, 3 and 7.3). Every line costs the same fixed
// price whatever its quantity, so the totals depend only on the number of lines (money.ts).

/** At most this many lines in one POST /api/Cart (the whole body is checked before any work). */
export const CART_REQUEST_MAX_LINES = 100;

const QuantitySchema = Type.Integer({
  minimum: CART_MIN_QUANTITY,
  maximum: QUANTITY_MAX,
  errorMessage: { type: CART_ERRORS.quantityInvalid, minimum: CART_ERRORS.quantityInvalid },
});

export const CartItemSchema = Type.Object(
  {
    CartItemId: UuidSchema,
    ServiceItemId: UuidSchema,
    Quantity: QuantitySchema,
    Name: Type.String(),
    Description: Type.String(),
    /** The listing's Arabic ('' when none); Name and Description are in the request's language (catalog.ts). */
    NameAr: Type.String(),
    DescriptionAr: Type.String(),
    Type: ListingTypeSchema,
    Photos: Type.Array(Type.String()),
    /** The stepper's upper bound; null for services, which have no stock. */
    AvailableQuantity: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  },
  { title: 'CartItem' },
);
export type CartItem = Static<typeof CartItemSchema>;

/** Totals come from computeCartTotals(CartItems.length) so the panel and the order agree. */
export const CartSchema = Type.Object(
  {
    CartId: UuidSchema,
    CustomerId: UuidSchema,
    CartItems: Type.Array(CartItemSchema),
    CreatedAt: IsoDateTimeSchema,
    ModifiedAt: NullableIsoDateTimeSchema,
    UnitPrice: MoneySchema,
    CartValue: MoneySchema,
    Vat: MoneySchema,
    Total: MoneySchema,
  },
  { title: 'Cart' },
);
export type Cart = Static<typeof CartSchema>;

export const NewCartLineSchema = Type.Object(
  { ServiceItemId: UuidSchema, Quantity: QuantitySchema },
  { title: 'NewCartLine', additionalProperties: false },
);
export type NewCartLine = Static<typeof NewCartLineSchema>;

/** POST /api/Cart. `Cartitems` (lower-case i) is the spec's spelling and is kept on the wire. */
export const CreateCartRequestSchema = Type.Object(
  {
    CustomerId: UuidSchema,
    Cartitems: Type.Array(NewCartLineSchema, {
      maxItems: CART_REQUEST_MAX_LINES,
      errorMessage: { maxItems: CART_ERRORS.tooManyLines },
    }),
  },
  { title: 'CreateCartRequest', additionalProperties: false },
);
export type CreateCartRequest = Static<typeof CreateCartRequestSchema>;

/** POST /api/Cart/item. A service item already in the cart keeps the higher quantity (section 5). */
export const AddCartItemRequestSchema = Type.Object(
  { CartId: UuidSchema, ServiceItemId: UuidSchema, Quantity: QuantitySchema, ModifiedBy: UuidSchema },
  { title: 'AddCartItemRequest', additionalProperties: false },
);
export type AddCartItemRequest = Static<typeof AddCartItemRequestSchema>;

/** PATCH /api/Cart/item/{cartItemId}/quantity (body shape ours). */
export const UpdateCartItemQuantityRequestSchema = Type.Object(
  { Quantity: QuantitySchema },
  { title: 'UpdateCartItemQuantityRequest', additionalProperties: false },
);
export type UpdateCartItemQuantityRequest = Static<typeof UpdateCartItemQuantityRequestSchema>;

export const CustomerIdParamsSchema = uuidParams('customerId', 'CustomerIdParams');
export type CustomerIdParams = Static<typeof CustomerIdParamsSchema>;
export const CartIdParamsSchema = uuidParams('cartId', 'CartIdParams');
export type CartIdParams = Static<typeof CartIdParamsSchema>;
export const CartItemIdParamsSchema = uuidParams('cartItemId', 'CartItemIdParams');
export type CartItemIdParams = Static<typeof CartItemIdParamsSchema>;
