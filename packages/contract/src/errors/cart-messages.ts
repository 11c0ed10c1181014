import { CART_TOASTS } from './feature-messages';

// Texts the API sends for the cart. The stock text is the spec's own cart toast (section 8), taken
// from CART_TOASTS so the panel and the API can never drift apart; the others are our wording.

export const CART_ERRORS = {
  /** A path CustomerId or body CustomerId naming someone else (403: it names a person, not a record). */
  notYourCart: 'You can only view or change your own cart.',
  modifiedByNotYou: 'ModifiedBy must be your own user id.',
  /** Also for another customer's cart id: ids that are not yours cannot be probed. */
  cartNotFound: 'Cart not found.',
  cartItemNotFound: 'This line is not in your cart.',
  listingNotFound: 'This service or item does not exist or is no longer offered.',
  listingUnavailable: 'This service or item is currently unavailable, so it cannot be added to the cart.',
  /** Issue 38: its business's verification ran out; the listing stays visible but takes no orders. */
  verificationExpired: 'This business is renewing its verification and is not taking new requests right now.',
  serviceQuantity: 'A service is requested once: its quantity must be 1.',
  overStock: CART_TOASTS.maxQuantity.description,
  quantityInvalid: 'Quantity must be a whole number of at least 1.',
  tooManyLines: 'A cart can receive at most 100 lines at once.',
} as const;
