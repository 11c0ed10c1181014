import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/text';
import { backofficeI18n } from '@/locales/test-i18n';
import { LOW_STOCK_THRESHOLD, STOCK_LEVELS, stockLevel, stockLevelLabel } from './listing-stock';

const translator = (locale: 'en' | 'ar'): Translate => {
  const i18n = backofficeI18n(locale);
  return (id, values) => i18n._(id, values);
};

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

  it('is named in English with the threshold', () => {
    const t = translator('en');
    expect(STOCK_LEVELS.map((level) => stockLevelLabel(t, level))).toEqual([
      'In stock',
      'Low (5 or fewer)',
      'Out of stock',
    ]);
  });

  describe('in Arabic', () => {
    it('is named in Arabic with the threshold in Latin digits', () => {
      const t = translator('ar');
      expect(STOCK_LEVELS.map((level) => stockLevelLabel(t, level))).toEqual([
        'متوفر في المخزون',
        'منخفض (5 أو أقل)',
        'نفد من المخزون',
      ]);
    });
  });
});
