import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CART_REQUEST_MAX_LINES, CreateCartRequestSchema, UpdateCartItemQuantityRequestSchema } from '../schemas/cart';
import { CART_ERRORS } from './cart-messages';
import { CART_TOASTS } from './feature-messages';

// The cart's API texts: the stock text is the spec's toast, and the schema carries our texts for
// its own rules, so a 400 from the API reads the same as the panel would.

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('CART_ERRORS', () => {
  it('answers the stock limit with the spec’s cart toast text', () => {
    expect(CART_ERRORS.overStock).toBe('You cannot add more items than available in stock.');
    expect(CART_ERRORS.overStock).toBe(CART_TOASTS.maxQuantity.description);
  });

  it('names the same line limit as the schema', () => {
    expect(CART_ERRORS.tooManyLines).toContain(String(CART_REQUEST_MAX_LINES));
  });

  it('gives every text once, ending in a full stop', () => {
    const texts = Object.values(CART_ERRORS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toMatch(/\.$/);
  });
});

describe('cart request schemas', () => {
  it('carry our texts for the quantity rule and the line limit', () => {
    const quantity = UpdateCartItemQuantityRequestSchema.properties.Quantity as { errorMessage?: object };
    expect(quantity.errorMessage).toEqual({ type: CART_ERRORS.quantityInvalid, minimum: CART_ERRORS.quantityInvalid });
    const lines = CreateCartRequestSchema.properties.Cartitems as { errorMessage?: object };
    expect(lines.errorMessage).toEqual({ maxItems: CART_ERRORS.tooManyLines });
  });

  it('accept up to the line limit and refuse one more', () => {
    const line = { ServiceItemId: ID, Quantity: 1 };
    const request = (n: number) => ({ CustomerId: ID, Cartitems: Array.from({ length: n }, () => line) });
    expect(Value.Check(CreateCartRequestSchema, request(CART_REQUEST_MAX_LINES))).toBe(true);
    expect(Value.Check(CreateCartRequestSchema, request(CART_REQUEST_MAX_LINES + 1))).toBe(false);
  });
});
