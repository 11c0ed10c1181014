import { describe, expect, it } from 'vitest';
import { orderIdPrefixRange } from './order-number-range';

describe('order number search range', () => {
  it('turns the printed order number into the range of ids it starts', () => {
    expect(orderIdPrefixRange('#1A2B3C4D')).toEqual({
      low: '1a2b3c4d-0000-0000-0000-000000000000',
      high: '1a2b3c4d-ffff-ffff-ffff-ffffffffffff',
    });
    expect(orderIdPrefixRange('1a2b3c4d-5e')).toEqual({
      low: '1a2b3c4d-5e00-0000-0000-000000000000',
      high: '1a2b3c4d-5eff-ffff-ffff-ffffffffffff',
    });
  });

  it('makes a whole id a range of one', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(orderIdPrefixRange(id.toUpperCase())).toEqual({ low: id, high: id });
  });

  it('is undefined for text that cannot start an id', () => {
    for (const term of ['', '#', 'Layla', '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7', 'ab%', ' ']) {
      expect(orderIdPrefixRange(term), term).toBeUndefined();
    }
  });
});
