// Texts of placing and changing orders. The spec gives only the orders page's fallbacks
// (ORDER_ERRORS in feature-messages.ts); these are ours, written for the person who acts.

export const ORDER_CHANGE_ERRORS = {
  notYourOrder: 'You can only place and change your own orders.',
  cartNotFound: 'Your cart was not found. Please refresh the page and try again.',
  cartEmpty: 'Your cart is empty. Add a service or item before checking out.',
  listingUnavailable: (name: string) => `"${name}" is no longer available. Please remove it from your cart.`,
  outOfStock: (name: string, left: number) =>
    left === 0
      ? `"${name}" is out of stock. Please remove it from your cart.`
      : `Only ${left} of "${name}" left in stock. Please lower the quantity in your cart.`,
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 1 to 100 letters, digits, dashes, underscores, dots or colons.',
  orderItemNotFound: 'Order item not found',
  notYourItem: 'Only the provider of this item can change its status.',
  notPaid: 'This order has not been paid yet, so its items cannot be handled.',
  illegalTransition: (from: string, to: string) => `An order item that is ${from} cannot become ${to}.`,
  alreadyInStatus: (status: string) => `This order item is already ${status}.`,
  nothingToChange: (status: string) => `None of your items in this order can become ${status}.`,
  orderAlreadyCancelled: 'This order is already cancelled.',
  cannotCancelStarted: 'This order can no longer be cancelled: work on it has started or finished.',
} as const;
