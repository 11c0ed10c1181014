import { describe, expect, it } from 'vitest';
import type { MessageId } from '@/locales/message-id';
import { storefrontI18n } from '@/locales/test-i18n';
import { LISTING_TYPE_LABELS, stockText } from './listing-text';

// The catalog's counted texts in both languages: English one/other, Arabic's six plural forms.

const arabic = storefrontI18n('ar');
const english = storefrontI18n('en');
const ar = (id: MessageId, values?: Record<string, unknown>) => arabic._(id, values);
const en = (id: MessageId, values?: Record<string, unknown>) => english._(id, values);
const counts = [0, 1, 2, 3, 11, 100];
const forms = (t: typeof ar, id: MessageId) => counts.map((count) => t(id, { count }));

describe('catalog counts', () => {
  it('counts results', () => {
    expect(forms(en, 'catalog.results.count')).toEqual([
      '0 results',
      '1 result',
      '2 results',
      '3 results',
      '11 results',
      '100 results',
    ]);
    expect(forms(ar, 'catalog.results.count')).toEqual([
      'لا توجد نتائج',
      'نتيجة واحدة',
      'نتيجتان',
      '3 نتائج',
      '11 نتيجة',
      '100 نتيجة',
    ]);
  });

  it('counts brands', () => {
    expect(forms(en, 'catalog.brands.count')).toEqual([
      '0 brands',
      '1 brand',
      '2 brands',
      '3 brands',
      '11 brands',
      '100 brands',
    ]);
    expect(forms(ar, 'catalog.brands.count')).toEqual([
      'لا توجد علامات تجارية',
      'علامة تجارية واحدة',
      'علامتان تجاريتان',
      '3 علامات تجارية',
      '11 علامة تجارية',
      '100 علامة تجارية',
    ]);
  });

  it("names what a pager counts in the noun its total takes ('of 11 results', 'من أصل 3 نتائج')", () => {
    // The design system's pager sentence, with the noun the page hands it (PaginationBar's noun).
    const range = (i18n: typeof arabic, noun: MessageId, total: number) =>
      i18n._('ui.pagination.range', { from: 1, to: 2, total, noun: i18n._(noun, { count: total }) });
    expect(range(english, 'catalog.results.noun', 11)).toBe('Showing 1 to 2 of 11 results');
    expect(range(english, 'catalog.reviews.noun', 7)).toBe('Showing 1 to 2 of 7 reviews');
    expect(range(english, 'catalog.brands.noun', 30)).toBe('Showing 1 to 2 of 30 brands');
    expect(range(arabic, 'catalog.results.noun', 3)).toBe('عرض 1 إلى 2 من أصل 3 نتائج');
    expect(range(arabic, 'catalog.results.noun', 11)).toBe('عرض 1 إلى 2 من أصل 11 نتيجة');
    expect(range(arabic, 'catalog.results.noun', 100)).toBe('عرض 1 إلى 2 من أصل 100 نتيجة');
    expect(range(arabic, 'catalog.reviews.noun', 7)).toBe('عرض 1 إلى 2 من أصل 7 مراجعات');
    expect(range(arabic, 'catalog.brands.noun', 30)).toBe('عرض 1 إلى 2 من أصل 30 علامة تجارية');
  });
});

describe('listing texts', () => {
  const item = { Type: 'item', Availability: 'available', AvailableQuantity: 7 } as const;

  it('says the stock in English as before', () => {
    expect(stockText(item, en)).toBe('In stock: 7');
    expect(stockText({ ...item, AvailableQuantity: 0 }, en)).toBe('Out of stock');
    expect(stockText({ ...item, Availability: 'unavailable' }, en)).toBe('Currently unavailable');
    expect(stockText({ ...item, Availability: 'discontinued' }, en)).toBe('Discontinued');
    expect(stockText({ Type: 'service', Availability: 'available', AvailableQuantity: null }, en)).toBe('Available');
    expect(en(LISTING_TYPE_LABELS.service)).toBe('Service');
  });

  it('says the stock in Arabic', () => {
    expect(stockText(item, ar)).toBe('الكمية المتوفرة: 7');
    expect(stockText({ ...item, AvailableQuantity: 0 }, ar)).toBe('نفد من المخزون');
    expect(stockText({ ...item, Availability: 'unavailable' }, ar)).toBe('غير متاح حاليًا');
    expect(stockText({ ...item, Availability: 'discontinued' }, ar)).toBe('لم يعد متوفرًا');
    expect(stockText({ Type: 'service', Availability: 'available', AvailableQuantity: null }, ar)).toBe('متاح');
    expect([ar(LISTING_TYPE_LABELS.service), ar(LISTING_TYPE_LABELS.item)]).toEqual(['خدمة', 'منتج']);
  });

  it("titles the description by the listing's type", () => {
    expect(en('catalog.item.about', { type: 'service' })).toBe('About this service');
    expect(en('catalog.item.about', { type: 'item' })).toBe('About this item');
    expect(ar('catalog.item.about', { type: 'service' })).toBe('عن هذه الخدمة');
    expect(ar('catalog.item.about', { type: 'item' })).toBe('عن هذا المنتج');
  });
});
