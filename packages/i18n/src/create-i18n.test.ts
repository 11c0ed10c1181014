import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../build/compile-catalog.mjs';
import { addMessages, createI18n } from './create-i18n';

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

  it('adds messages quietly, or telling its listeners, and keeps those it had', () => {
    const i18n = createI18n('ar', ar);
    let changes = 0;
    i18n.on('change', () => (changes += 1));
    addMessages(i18n, compileCatalog({ cart: 'السلة' }));
    expect([i18n._('cart'), i18n._('orders', { count: 2 }), changes]).toEqual(['السلة', 'طلبان', 0]);
    addMessages(i18n, compileCatalog({ checkout: 'الدفع' }), { rerender: true });
    expect([i18n._('checkout'), i18n._('cart'), changes]).toEqual(['الدفع', 'السلة', 1]);
    addMessages(i18n, {}, { rerender: true });
    expect(changes).toBe(1);
  });
});
