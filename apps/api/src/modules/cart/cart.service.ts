import {
  CART_ERRORS,
  dedupeCartItems,
  isAllowedQuantity,
  type AddCartItemRequest,
  type Cart,
  type CreateCartRequest,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import {
  cartLines,
  deleteAllLines,
  deleteLine,
  ensureCart,
  findLine,
  findListingForCart,
  lockCartOf,
  setLineQuantity,
  touchCart,
  upsertLine,
  type CartRow,
} from './cart.repository';
import { toCart } from './cart.mapper';

/**
 * The customer's own cart (routes admit role customer only). Every change runs in one transaction
 * that locks the cart row, so a refused line (unknown listing, over stock) leaves the cart exactly
 * as it was, and two changes to one cart never interleave.
 */
export class CartService {
  constructor(
    private readonly db: Database,
    private readonly urlFor: (storageKey: string) => string,
  ) {}

  async getForCustomer(caller: AuthUser, customerId: string): Promise<Cart> {
    // Refused before any lookup: a stranger learns nothing about which customers have carts.
    if (customerId !== caller.id) throw forbidden(CART_ERRORS.notYourCart);
    return this.view(this.db, await ensureCart(this.db, caller.id));
  }

  /** POST /api/Cart: merges the lines into the cart (created if needed), keeping higher quantities. */
  async merge(caller: AuthUser, input: CreateCartRequest): Promise<Cart> {
    if (input.CustomerId !== caller.id) throw forbidden(CART_ERRORS.notYourCart);
    const lines = dedupeCartItems(input.Cartitems);
    return this.db.transaction(async (tx) => {
      let cart = await ensureCart(tx, caller.id, true);
      for (const line of lines) {
        await assertOrderable(tx, line.ServiceItemId, line.Quantity);
        await upsertLine(tx, cart.id, line.ServiceItemId, line.Quantity);
      }
      if (lines.length > 0) cart = await touchCart(tx, cart.id, caller.id);
      return this.view(tx, cart);
    });
  }

  async addLine(caller: AuthUser, input: AddCartItemRequest): Promise<Cart> {
    if (input.ModifiedBy !== caller.id) throw forbidden(CART_ERRORS.modifiedByNotYou);
    return this.db.transaction(async (tx) => {
      const cart = await lockCartOf(tx, caller.id, input.CartId);
      if (!cart) throw notFound(CART_ERRORS.cartNotFound);
      await assertOrderable(tx, input.ServiceItemId, input.Quantity);
      await upsertLine(tx, cart.id, input.ServiceItemId, input.Quantity);
      return this.view(tx, await touchCart(tx, cart.id, caller.id));
    });
  }

  /** The new quantity is judged against the listing's live stock and state, like an add. */
  async setQuantity(caller: AuthUser, lineId: string, quantity: number): Promise<Cart> {
    return this.changeLine(caller, lineId, async (tx, line) => {
      await assertOrderable(tx, line.serviceItemId, quantity);
      await setLineQuantity(tx, line.id, quantity);
    });
  }

  /** Removing is always allowed, whatever became of the listing. */
  async removeLine(caller: AuthUser, lineId: string): Promise<Cart> {
    return this.changeLine(caller, lineId, (tx, line) => deleteLine(tx, line.id));
  }

  /** DELETE /api/Cart/{cartId}: empties the cart and keeps it (its id stays the customer's). */
  async clear(caller: AuthUser, cartId: string): Promise<Cart> {
    return this.db.transaction(async (tx) => {
      const cart = await lockCartOf(tx, caller.id, cartId);
      if (!cart) throw notFound(CART_ERRORS.cartNotFound);
      await deleteAllLines(tx, cart.id);
      return this.view(tx, await touchCart(tx, cart.id, caller.id));
    });
  }

  /** Finds the line in the caller's own cart only: another customer's line id is a plain 404. */
  private async changeLine(
    caller: AuthUser,
    lineId: string,
    change: (tx: DbExecutor, line: { id: string; serviceItemId: string }) => Promise<void>,
  ): Promise<Cart> {
    return this.db.transaction(async (tx) => {
      const cart = await lockCartOf(tx, caller.id);
      const line = cart && (await findLine(tx, cart.id, lineId));
      if (!cart || !line) throw notFound(CART_ERRORS.cartItemNotFound);
      await change(tx, line);
      return this.view(tx, await touchCart(tx, cart.id, caller.id));
    });
  }

  private async view(db: DbExecutor, cart: CartRow): Promise<Cart> {
    return toCart(cart, await cartLines(db, cart.id), this.urlFor);
  }
}

/**
 * Only what a customer can order goes into a cart: a listing the storefront shows (else 404, so
 * hidden listings cannot be probed), marked available (else 409), a service once, an item within
 * its live stock (the spec's stock text, also when the stock is 0).
 */
async function assertOrderable(db: DbExecutor, serviceItemId: string, quantity: number): Promise<void> {
  const listing = await findListingForCart(db, serviceItemId);
  if (!listing?.visible) throw notFound(CART_ERRORS.listingNotFound);
  if (listing.availability !== 'available') throw conflict(CART_ERRORS.listingUnavailable);
  if (!listing.verificationLetsOrder) throw conflict(CART_ERRORS.verificationExpired);
  const line = { Type: listing.type, AvailableQuantity: listing.availableQuantity };
  if (isAllowedQuantity(line, quantity)) return;
  if (line.Type === 'service') throw badRequest(CART_ERRORS.serviceQuantity);
  throw conflict(CART_ERRORS.overStock);
}
