import { describe, expect, it } from 'vitest';
import { formatPriceRange, listingTypeFromQuery, parsePriceRange, stockRuleProblem } from './catalog-rules';

describe('parsePriceRange', () => {
  it('parses inclusive BHD bounds into fils', () => {
    expect(parsePriceRange('0-10')).toEqual({ minFils: 0, maxFils: 10_000 });
    expect(parsePriceRange('2.5-7.250')).toEqual({ minFils: 2500, maxFils: 7250 });
    expect(parsePriceRange('1.005-1.005')).toEqual({ minFils: 1005, maxFils: 1005 });
  });
  it('returns null for malformed ranges and min above max', () => {
    for (const value of ['', '10', '10-', '-10', '1-2-3', 'a-b', '1.2345-2', '5-1']) {
      expect(parsePriceRange(value)).toBeNull();
    }
  });
  it('caps bounds above the highest price so they fit the 32-bit fils column', () => {
    expect(parsePriceRange('0-999999999.999')).toEqual({ minFils: 0, maxFils: 1_000_000_001 });
    expect(parsePriceRange('999999999-999999999')).toEqual({ minFils: 1_000_000_001, maxFils: 1_000_000_001 });
    expect(parsePriceRange('0-1000000')).toEqual({ minFils: 0, maxFils: 1_000_000_000 });
  });
  it('round-trips with formatPriceRange', () => {
    expect(parsePriceRange(formatPriceRange(0.9, 12.5))).toEqual({ minFils: 900, maxFils: 12_500 });
  });
});

describe('listingTypeFromQuery', () => {
  it('accepts either spelling, Type first', () => {
    expect(listingTypeFromQuery({ type: 'item' })).toBe('item');
    expect(listingTypeFromQuery({ Type: 'service' })).toBe('service');
    expect(listingTypeFromQuery({ type: 'item', Type: 'service' })).toBe('service');
    expect(listingTypeFromQuery({})).toBeUndefined();
  });
});

describe('stockRuleProblem', () => {
  it('requires a stock count for items and none for services', () => {
    expect(stockRuleProblem('item', 0)).toBeNull();
    expect(stockRuleProblem('service', null)).toBeNull();
    expect(stockRuleProblem('item', null)).toBe('An item needs an available quantity (0 or more).');
    expect(stockRuleProblem('service', 3)).toBe('A service has no stock: leave the available quantity empty.');
  });
});
