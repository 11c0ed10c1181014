import { describe, expect, it } from 'vitest';
import { canDecreaseQuantity, canIncreaseQuantity, dedupeCartItems, isAllowedQuantity } from './cart-rules';

describe('dedupeCartItems', () => {
  it('keeps one line per service item with the highest quantity, in first-seen order', () => {
    const lines = [
      { ServiceItemId: 'a', Quantity: 1, tag: 'a1' },
      { ServiceItemId: 'b', Quantity: 2, tag: 'b2' },
      { ServiceItemId: 'a', Quantity: 3, tag: 'a3' },
      { ServiceItemId: 'b', Quantity: 1, tag: 'b1' },
    ];
    expect(dedupeCartItems(lines).map((line) => line.tag)).toEqual(['a3', 'b2']);
  });
  it('keeps the first line on equal quantities and handles an empty cart', () => {
    const lines = [
      { ServiceItemId: 'a', Quantity: 2, tag: 'first' },
      { ServiceItemId: 'a', Quantity: 2, tag: 'second' },
    ];
    expect(dedupeCartItems(lines).map((line) => line.tag)).toEqual(['first']);
    expect(dedupeCartItems([])).toEqual([]);
  });
});

describe('quantity stepper', () => {
  const item = { Type: 'item', Quantity: 2, AvailableQuantity: 3 } as const;
  it('allows minus above 1 and plus below the stock', () => {
    expect(canDecreaseQuantity(item)).toBe(true);
    expect(canIncreaseQuantity(item)).toBe(true);
  });
  it('disables minus at 1 and plus at the stock', () => {
    expect(canDecreaseQuantity({ ...item, Quantity: 1 })).toBe(false);
    expect(canIncreaseQuantity({ ...item, Quantity: 3 })).toBe(false);
  });
  it('has no stepper for services', () => {
    const service = { Type: 'service', Quantity: 2, AvailableQuantity: null } as const;
    expect(canDecreaseQuantity(service)).toBe(false);
    expect(canIncreaseQuantity(service)).toBe(false);
  });
});

describe('isAllowedQuantity', () => {
  it('bounds items by 1..AvailableQuantity', () => {
    const item = { Type: 'item', AvailableQuantity: 5 } as const;
    expect(isAllowedQuantity(item, 1)).toBe(true);
    expect(isAllowedQuantity(item, 5)).toBe(true);
    expect(isAllowedQuantity(item, 6)).toBe(false);
    expect(isAllowedQuantity(item, 0)).toBe(false);
    expect(isAllowedQuantity(item, 2.5)).toBe(false);
    expect(isAllowedQuantity({ Type: 'item', AvailableQuantity: null }, 1)).toBe(false);
  });
  it('keeps services at quantity 1', () => {
    expect(isAllowedQuantity({ Type: 'service', AvailableQuantity: null }, 1)).toBe(true);
    expect(isAllowedQuantity({ Type: 'service', AvailableQuantity: null }, 2)).toBe(false);
  });
});
