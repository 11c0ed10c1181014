import { computeCartTotals, type Cart, type CartItem } from '@marketplace/contract';

// Test data for the cart and the pages that read it: whole API answers, typed against the contract.

/** The signed-in customer of the cart tests (the same id as the app harness's test user). */
export const CUSTOMER_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
export const CART_ID = '0b6f5d1e-2c3a-4b5c-9d8e-7f6a5b4c3d2e';
export const cartPathOf = (customerId: string) => `/api/Cart/customer/${customerId}`;
export const CART_PATH = cartPathOf(CUSTOMER_ID);

let lineNumber = 0;

/** A cart line with fresh ids on every call unless given. */
export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  lineNumber += 1;
  const suffix = String(lineNumber).padStart(12, '0');
  return {
    CartItemId: `11111111-1111-4111-8111-${suffix}`,
    ServiceItemId: `22222222-2222-4222-8222-${suffix}`,
    Quantity: 1,
    Name: `Line ${lineNumber}`,
    Description: 'A description',
    NameAr: '',
    DescriptionAr: '',
    Type: 'item',
    Photos: [],
    AvailableQuantity: 5,
    ...overrides,
  };
}

/** The API's Cart answer for these lines, totals computed as the server does. */
export function cartWith(lines: CartItem[], customerId: string = CUSTOMER_ID): Cart {
  return {
    CartId: CART_ID,
    CustomerId: customerId,
    CartItems: lines,
    CreatedAt: '2025-03-01T09:30:00Z',
    ModifiedAt: null,
    ...computeCartTotals(lines.length),
  };
}
