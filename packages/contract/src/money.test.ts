import { describe, expect, it } from 'vitest';
import { MONEY_MAX_BHD } from './limits';
import {
  bhdToFils,
  computeCartTotals,
  computeOrderPricing,
  filsToBhd,
  formatBhd,
  formatFils,
  requestAmountToFils,
} from './money';

describe('bhdToFils', () => {
  it('converts and rounds to the nearest fils', () => {
    expect(bhdToFils(12.5)).toBe(12500);
    expect(bhdToFils(0.9)).toBe(900);
    expect(bhdToFils(0.0004)).toBe(0);
    expect(bhdToFils(0.0006)).toBe(1);
  });

  it('survives float traps', () => {
    // 1.0005 * 1000 === 1000.4999999999999 and 0.1 + 0.2 === 0.30000000000000004
    expect(bhdToFils(1.0005)).toBe(1001);
    expect(bhdToFils(0.1 + 0.2)).toBe(300);
    expect(bhdToFils(1.005)).toBe(1005);
    expect(bhdToFils(2.675)).toBe(2675);
  });

  it('rounds negatives symmetrically and never returns -0', () => {
    expect(bhdToFils(-1.0005)).toBe(-1001);
    expect(bhdToFils(-2.5)).toBe(-2500);
    expect(Object.is(bhdToFils(-0.0001), 0)).toBe(true);
  });

  it('rejects NaN and infinities', () => {
    expect(() => bhdToFils(Number.NaN)).toThrow(RangeError);
    expect(() => bhdToFils(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => bhdToFils(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('filsToBhd', () => {
  it('converts integer fils', () => {
    expect(filsToBhd(2970)).toBe(2.97);
    expect(filsToBhd(0)).toBe(0);
    expect(filsToBhd(-900)).toBe(-0.9);
  });

  it('rejects fractional and non-finite fils', () => {
    expect(() => filsToBhd(1.5)).toThrow(RangeError);
    expect(() => filsToBhd(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatBhd / formatFils', () => {
  it('formats order totals with 3 decimals and transactions with 2', () => {
    expect(formatBhd(12.5, 3)).toBe('12.500 BHD');
    expect(formatBhd(12.5, 2)).toBe('12.50 BHD');
    expect(formatBhd(0.9, 3)).toBe('0.900 BHD');
    expect(formatBhd(0, 2)).toBe('0.00 BHD');
  });

  it('rounds half away from zero where toFixed would not', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatBhd(1.005, 2)).toBe('1.01 BHD');
    expect(formatBhd(0.004, 2)).toBe('0.00 BHD');
    expect(formatBhd(0.005, 2)).toBe('0.01 BHD');
  });

  it('writes the dinar as د.ب. in Arabic, with the same Latin digits', () => {
    expect(formatBhd(12.5, 3, 'ar')).toBe('12.500 د.ب.');
    expect(formatFils(-2970, 2, 'ar')).toBe('-2.97 د.ب.');
    expect(formatFils(900, 3, 'en')).toBe('0.900 BHD');
  });

  it('uses no thousands grouping', () => {
    expect(formatBhd(1234567.891, 3)).toBe('1234567.891 BHD');
  });

  it('puts the sign in front and drops it when the amount rounds to zero', () => {
    expect(formatBhd(-2.97, 2)).toBe('-2.97 BHD');
    expect(formatBhd(-0.001, 2)).toBe('0.00 BHD');
    expect(formatFils(-45, 2)).toBe('-0.05 BHD');
  });

  it('rejects NaN', () => {
    expect(() => formatBhd(Number.NaN, 3)).toThrow(RangeError);
    expect(() => formatFils(0.5, 3)).toThrow(RangeError);
  });
});

describe('computeOrderPricing', () => {
  it.each([
    [0, 0, 0, 0],
    [1, 0.9, 0.09, 0.99],
    [3, 2.7, 0.27, 2.97],
    [7, 6.3, 0.63, 6.93],
    [10, 9, 0.9, 9.9],
    [11, 9.9, 0.99, 10.89],
    [100, 90, 9, 99],
  ])('%i lines → subtotal %d, VAT %d, total %d', (lines, subtotal, vat, total) => {
    const pricing = computeOrderPricing(lines);
    expect(pricing.UnitPrice).toBe(0.9);
    expect(pricing.Subtotal).toBe(subtotal);
    expect(pricing.Vat).toBe(vat);
    expect(pricing.Total).toBe(total);
    expect(pricing.TotalFils).toBe(pricing.SubtotalFils + pricing.VatFils);
  });

  it('avoids the float traps of the naive computation', () => {
    // Naive floats floor 20.7 * 0.1 * 100 = 206.99999999999997 to 2.06 VAT instead of 2.07,
    // and 15.3 + 1.53 gives 16.830000000000002.
    const naiveVat = Math.floor(20.7 * 0.1 * 100) / 100;
    expect(naiveVat).toBe(2.06);
    expect(15.3 + 1.53).not.toBe(16.83);
    expect(computeOrderPricing(23)).toMatchObject({ Subtotal: 20.7, Vat: 2.07, Total: 22.77 });
    expect(computeOrderPricing(17)).toMatchObject({ Subtotal: 15.3, Vat: 1.53, Total: 16.83 });
    expect(computeOrderPricing(46)).toMatchObject({ Subtotal: 41.4, Vat: 4.14, Total: 45.54 });
    expect(computeOrderPricing(3)).toEqual({
      UnitPrice: 0.9,
      Subtotal: 2.7,
      Vat: 0.27,
      Total: 2.97,
      UnitPriceFils: 900,
      SubtotalFils: 2700,
      VatFils: 270,
      TotalFils: 2970,
    });
  });

  it('keeps every fils amount a multiple of 10 (2 decimals)', () => {
    for (let lines = 0; lines <= 500; lines += 1) {
      const { SubtotalFils, VatFils, TotalFils } = computeOrderPricing(lines);
      expect(SubtotalFils % 10).toBe(0);
      expect(VatFils % 10).toBe(0);
      expect(VatFils).toBeLessThanOrEqual(SubtotalFils / 10);
      expect(TotalFils % 10).toBe(0);
    }
  });

  it('rejects negative, fractional and non-finite line counts', () => {
    expect(() => computeOrderPricing(-1)).toThrow(RangeError);
    expect(() => computeOrderPricing(1.5)).toThrow(RangeError);
    expect(() => computeOrderPricing(Number.NaN)).toThrow(RangeError);
    expect(() => computeOrderPricing(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('computeCartTotals', () => {
  it('matches the order rule for the same number of lines', () => {
    expect(computeCartTotals(3)).toEqual({ UnitPrice: 0.9, CartValue: 2.7, Vat: 0.27, Total: 2.97 });
    expect(computeCartTotals(0)).toEqual({ UnitPrice: 0.9, CartValue: 0, Vat: 0, Total: 0 });
    expect(computeCartTotals(7).Total).toBe(computeOrderPricing(7).Total);
  });

  it('rejects a negative line count', () => {
    expect(() => computeCartTotals(-2)).toThrow(RangeError);
  });
});

describe('requestAmountToFils', () => {
  it('converts amounts from 0 to MONEY_MAX_BHD', () => {
    expect(requestAmountToFils(0)).toBe(0);
    expect(requestAmountToFils(12.5)).toBe(12_500);
    expect(requestAmountToFils(MONEY_MAX_BHD)).toBe(1_000_000_000);
  });
  it('answers null (never throws) for what bhdToFils would refuse or overflow', () => {
    for (const amount of [1e16, MONEY_MAX_BHD + 0.001, -1, Infinity, -Infinity, Number.NaN, '5', null]) {
      expect(requestAmountToFils(amount)).toBeNull();
    }
  });
});
