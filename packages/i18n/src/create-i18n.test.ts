import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../build/compile-catalog.mjs';
import { createI18n } from './create-i18n';

const ar = compileCatalog({
  orders: '{count, plural, zero {لا توجد طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}',
});
const en = compileCatalog({ orders: '{count, plural, one {# order} other {# orders}}' });

describe('createI18n', () => {
  it('gives Arabic counts their six plural forms, with Latin digits', () => {
    const i18n = createI18n('ar', ar);
    expect([0, 1, 2, 3, 11, 100, 1000.5].map((count) => i18n._('orders', { count }))).toEqual([
      'لا توجد طلبات',
      'طلب واحد',
      'طلبان',
      '3 طلبات',
      '11 طلبًا',
      '100 طلب',
      '1,000.5 طلب',
    ]);
  });

  it('keeps one instance per locale apart', () => {
    const arabic = createI18n('ar', ar);
    const english = createI18n('en', en);
    expect(english._('orders', { count: 2 })).toBe('2 orders');
    expect(arabic._('orders', { count: 2 })).toBe('طلبان');
  });

  it('rejects a catalog with an invalid message, naming it', () => {
    expect(() => compileCatalog({ broken: '{count, plural, one {x}' }, 'ar.json')).toThrow(/ar.json: "broken"/);
  });
});
