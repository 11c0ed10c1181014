import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, stockLevel } from './listing-stock';

describe('a listing’s stock level', () => {
  it('is low up to the threshold, out at zero, and none for services', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockLevel('item', 0)).toBe('out');
    expect(stockLevel('item', 1)).toBe('low');
    expect(stockLevel('item', 5)).toBe('low');
    expect(stockLevel('item', 6)).toBe('in-stock');
    expect(stockLevel('service', null)).toBeNull();
    expect(stockLevel('item', null)).toBeNull();
  });
});
