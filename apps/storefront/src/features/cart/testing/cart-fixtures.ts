import { computeCartTotals, type Cart, type CartItem, type ServiceItem } from '@marketplace/contract';

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

export function serviceItem(overrides: Partial<ServiceItem> = {}): ServiceItem {
  return {
    ServiceItemId: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
    Type: 'item',
    Name: 'Desk lamp',
    Description: 'Brass, warm light',
    Photos: [],
    Price: 12.5,
    AvailableQuantity: 3,
    Availability: 'available',
    CategoryId: '9b2f6c1e-4a5d-4e8f-9c0b-1d2e3f4a5b6c',
    CategoryName: 'Home',
    ProviderId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    BusinessName: 'Gulf Lights',
    Location: 'Manama',
    AverageRating: null,
    ReviewCount: 0,
    CreatedAt: '2025-03-01T09:30:00Z',
    ModifiedAt: null,
    ...overrides,
  };
}
