import { computeCartTotals, type Cart } from '@marketplace/contract';
import type { CartLineRow, CartRow } from './cart.repository';

/**
 * The cart as the API answers it. Totals come from the number of lines (each line is one
 * information request at the fixed price), with the contract's rule, so the panel and the order
 * agree to the fils. ModifiedAt stays null until the customer first changes the cart.
 */
export function toCart(cart: CartRow, lines: readonly CartLineRow[], urlFor: (storageKey: string) => string): Cart {
  return {
    CartId: cart.id,
    CustomerId: cart.customerId,
    CartItems: lines.map((line) => ({
      CartItemId: line.id,
      ServiceItemId: line.serviceItemId,
      Quantity: line.quantity,
      Name: line.name,
      Description: line.description,
      NameAr: line.nameAr,
      DescriptionAr: line.descriptionAr,
      Type: line.type,
      Photos: line.photoKeys.map(urlFor),
      AvailableQuantity: line.type === 'service' ? null : line.availableQuantity,
    })),
    CreatedAt: cart.createdAt.toISOString(),
    ModifiedAt: cart.modifiedBy === null ? null : cart.modifiedAt.toISOString(),
    ...computeCartTotals(lines.length),
  };
}
